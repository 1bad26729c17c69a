import { and, eq } from 'drizzle-orm';
import { PDF_ALLOWED, type DocumentKind } from '../../../shared/account.js';
import type { Db } from '../../db/client.js';
import { userDocuments, users } from '../../db/schema.js';
import { notFound } from '../../lib/http-errors.js';
import type { UploadStorage } from '../../lib/storage/upload-storage.js';
import { normaliseUpload, removeUpload, storeUpload } from '../../lib/upload-image.js';

const toDocument = (d: typeof userDocuments.$inferSelect) => ({
  id: d.id,
  kind: d.kind,
  url: `/api/account/documents/${d.id}/file`,
  mimeType: d.mimeType,
  uploadedAt: d.uploadedAt.toISOString(),
});

export async function listDocuments(db: Db, userId: number) {
  const rows = await db.select().from(userDocuments).where(eq(userDocuments.userId, userId));
  return rows.map(toDocument);
}

/** Replaces the user's document of that kind; the old file is removed after the swap. */
export async function saveDocument(
  db: Db,
  storage: UploadStorage,
  userId: number,
  kind: DocumentKind,
  upload: Buffer,
) {
  const file = await normaliseUpload(upload, { allowPdf: PDF_ALLOWED.includes(kind) });
  const key = await storeUpload(storage, `documents/${userId}`, file);
  const [old] = await db
    .select()
    .from(userDocuments)
    .where(and(eq(userDocuments.userId, userId), eq(userDocuments.kind, kind)));
  const [row] = await db
    .insert(userDocuments)
    .values({ userId, kind, storageKey: key, mimeType: file.mimeType, sizeBytes: file.data.length })
    .onConflictDoUpdate({
      target: [userDocuments.userId, userDocuments.kind],
      set: {
        storageKey: key,
        mimeType: file.mimeType,
        sizeBytes: file.data.length,
        uploadedAt: new Date(),
      },
    })
    .returning();
  if (old) await removeUpload(storage, old.storageKey);
  return toDocument(row!);
}

/** The file of one document, only for its owner: anybody else gets the same 404 as "none". */
export async function openDocument(db: Db, storage: UploadStorage, userId: number, id: number) {
  const [row] = await db
    .select()
    .from(userDocuments)
    .where(and(eq(userDocuments.id, id), eq(userDocuments.userId, userId)));
  if (!row) throw notFound('Document not found.');
  return {
    stream: await storage.get(row.storageKey),
    mimeType: row.mimeType,
  };
}

export async function savePhoto(db: Db, storage: UploadStorage, userId: number, upload: Buffer) {
  const file = await normaliseUpload(upload, { allowPdf: false });
  const key = await storeUpload(storage, `photos/${userId}`, file);
  const [old] = await db.select({ key: users.photoKey }).from(users).where(eq(users.id, userId));
  await db.update(users).set({ photoKey: key }).where(eq(users.id, userId));
  await removeUpload(storage, old?.key);
  return key;
}

export async function openPhoto(db: Db, storage: UploadStorage, userId: number) {
  const [row] = await db.select({ key: users.photoKey }).from(users).where(eq(users.id, userId));
  if (!row?.key) throw notFound('No photo yet.');
  return storage.get(row.key);
}
