import { and, eq } from 'drizzle-orm';
import { PDF_ALLOWED, type DocumentKind } from '../../../shared/account.js';
import { must } from '../../../shared/must.js';
import type { Db, DbOrTx } from '../../db/client.js';
import { userDocuments, users } from '../../db/schema.js';
import { notFound } from '../../lib/http-errors.js';
import type { UploadStorage } from '../../lib/storage/upload-storage.js';
import { normaliseUpload, removeUpload, storeUpload } from '../../lib/upload-image.js';
import { updateUser } from '../auth/index.js';

const toDocument = (d: typeof userDocuments.$inferSelect) => ({
  id: d.id,
  kind: d.kind,
  url: `/api/account/documents/${d.id}/file`,
  mimeType: d.mimeType,
  uploadedAt: d.uploadedAt.toISOString(),
  reviewStatus: d.reviewStatus,
  reviewReason: d.reviewReason,
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
        // A new file needs a new review (decision 0013).
        reviewStatus: 'pending',
        reviewReason: null,
        reviewedAt: null,
        reviewedBy: null,
      },
    })
    .returning();
  if (old?.reviewStatus === 'verified') {
    await updateUser(db, userId, { idVerified: false });
  }
  if (old) await removeUpload(storage, old.storageKey);
  return toDocument(must(row, 'the stored document'));
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
  await updateUser(db, userId, { photoKey: key });
  await removeUpload(storage, old?.key);
  return key;
}

export async function openPhoto(db: Db, storage: UploadStorage, userId: number) {
  const [row] = await db.select({ key: users.photoKey }).from(users).where(eq(users.id, userId));
  if (!row?.key) throw notFound('No photo yet.');
  return storage.get(row.key);
}

/** Staff's decision on one document (the console's customer screen), with who and when. */
export async function recordDocumentReview(
  db: DbOrTx,
  documentId: number,
  review: { status: 'verified' | 'rejected'; reason: string | null; by: number },
) {
  await db
    .update(userDocuments)
    .set({
      reviewStatus: review.status,
      reviewReason: review.reason,
      reviewedAt: new Date(),
      reviewedBy: review.by,
    })
    .where(eq(userDocuments.id, documentId));
}
