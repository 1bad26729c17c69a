import { asc, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  ConsolePage,
  EditablePageName,
  FaqBody,
  galleryBodySchema,
  galleryUpdateSchema,
} from '../../../shared/console-content.js';
import type { Db, DbOrTx } from '../../db/client.js';
import { faqs, galleryItems, infoPages } from '../../db/schema.js';
import type { ConsoleStaff } from '../../lib/console-guard.js';
import { conflict } from '../../lib/http-errors.js';
import {
  auditSiteContent,
  cleanRichText,
  deleteFaq,
  deleteGalleryItem,
  insertFaq,
  insertGalleryItem,
  updateFaq,
  updateGalleryItem as updateGalleryRow,
  upsertInfoPage,
} from '../content/index.js';

const GONE = 'This item no longer exists.';

const audit = auditSiteContent;

// ---- Gallery ----

/** Smaller order first; among equal orders the newest first (the public gallery's order too). */
export const listGalleryItems = (db: DbOrTx) =>
  db.select().from(galleryItems).orderBy(asc(galleryItems.sortOrder), desc(galleryItems.id));

const galleryRow = async (tx: DbOrTx, id: number) => {
  const [row] = await tx.select().from(galleryItems).where(eq(galleryItems.id, id));
  if (!row) throw conflict(GONE);
  return row;
};

/** A new photo goes first: it takes the first photo's order and, being newest, comes before it. */
export async function addGalleryItem(
  db: Db,
  staff: ConsoleStaff,
  body: z.output<typeof galleryBodySchema>,
) {
  return db.transaction(async (tx) => {
    const [first] = await listGalleryItems(tx).limit(1);
    const row = await insertGalleryItem(tx, { ...body, sortOrder: first?.sortOrder ?? 0 });
    await audit(
      tx,
      staff,
      { action: 'gallery.create', recordType: 'gallery', recordId: row.id },
      null,
      row,
    );
    return row;
  });
}

export async function updateGalleryItem(
  db: Db,
  staff: ConsoleStaff,
  id: number,
  body: z.output<typeof galleryUpdateSchema>,
) {
  return db.transaction(async (tx) => {
    const before = await galleryRow(tx, id);
    const after = await updateGalleryRow(tx, id, body);
    if (!after) throw conflict(GONE);
    await audit(
      tx,
      staff,
      { action: 'gallery.update', recordType: 'gallery', recordId: id },
      before,
      after,
    );
    return after;
  });
}

/** Removes the item from the gallery; the file stays (old links and the audit entry show it). */
export async function removeGalleryItem(db: Db, staff: ConsoleStaff, id: number) {
  await db.transaction(async (tx) => {
    const before = await galleryRow(tx, id);
    await deleteGalleryItem(tx, id);
    await audit(
      tx,
      staff,
      { action: 'gallery.delete', recordType: 'gallery', recordId: id },
      before,
      null,
    );
  });
}

// ---- FAQ ----

export const listFaqRows = (db: DbOrTx) =>
  db.select().from(faqs).orderBy(asc(faqs.sortOrder), asc(faqs.id));

const faqValues = (body: FaqBody) => ({
  ...body,
  answerHtml: cleanRichText(body.answerHtml, 'answer', 'answerHtml'),
});

export async function saveFaq(db: Db, staff: ConsoleStaff, body: FaqBody, id?: number) {
  const values = faqValues(body);
  return db.transaction(async (tx) => {
    let before = null;
    if (id !== undefined) {
      [before] = await tx.select().from(faqs).where(eq(faqs.id, id));
      if (!before) throw conflict(GONE);
    }
    const after = id === undefined ? await insertFaq(tx, values) : await updateFaq(tx, id, values);
    if (!after) throw conflict(GONE);
    const action = id === undefined ? 'faq.create' : 'faq.update';
    await audit(tx, staff, { action, recordType: 'faq', recordId: after.id }, before, after);
    return after;
  });
}

export async function removeFaq(db: Db, staff: ConsoleStaff, id: number) {
  await db.transaction(async (tx) => {
    const before = await deleteFaq(tx, id);
    if (!before) throw conflict(GONE);
    await audit(tx, staff, { action: 'faq.delete', recordType: 'faq', recordId: id }, before, null);
  });
}

// ---- Policy pages and the about text ----

const toPage = (name: EditablePageName, row?: typeof infoPages.$inferSelect): ConsolePage => ({
  name,
  title: row?.title ?? '',
  bodyHtml: row?.bodyHtml ?? '',
  updatedAt: row?.updatedAt.toISOString() ?? null,
});

export async function getEditablePage(db: DbOrTx, name: EditablePageName) {
  const [row] = await db.select().from(infoPages).where(eq(infoPages.name, name));
  return toPage(name, row);
}

/** Saves a page; the public page reads it on its next request (nothing caches it). */
export async function savePage(
  db: Db,
  staff: ConsoleStaff,
  name: EditablePageName,
  body: { title: string; bodyHtml: string },
) {
  const bodyHtml = cleanRichText(body.bodyHtml, 'page text', 'bodyHtml');
  return db.transaction(async (tx) => {
    const before = await getEditablePage(tx, name);
    const row = await upsertInfoPage(tx, { name, title: body.title, bodyHtml });
    const after = toPage(name, row);
    await audit(
      tx,
      staff,
      { action: 'page.update', recordType: 'page', recordId: name },
      before.updatedAt ? before : null,
      after,
    );
    return after;
  });
}
