import { asc, count, desc, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { cancellationRules, faqs, galleryItems, infoPages } from '../../db/schema.js';
import { GALLERY_IMAGE_SIZE } from '../../lib/content-image.js';
import type { Faq, GalleryItem } from '../../../shared/content.js';

export async function listGallery(
  db: DbOrTx,
  page: { limit: number; offset: number },
): Promise<{ items: GalleryItem[]; total: number }> {
  const [rows, [totalRow]] = await Promise.all([
    db
      .select({ id: galleryItems.id, title: galleryItems.title, imageUrl: galleryItems.imageUrl })
      .from(galleryItems)
      .orderBy(asc(galleryItems.sortOrder), desc(galleryItems.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(galleryItems),
  ]);
  return { items: rows.map((r) => ({ ...r, ...GALLERY_IMAGE_SIZE })), total: totalRow?.n ?? 0 };
}

export async function listFaqs(db: DbOrTx): Promise<Faq[]> {
  return db
    .select({
      id: faqs.id,
      topic: faqs.topic,
      question: faqs.question,
      answerHtml: faqs.answerHtml,
    })
    .from(faqs)
    .orderBy(asc(faqs.sortOrder), asc(faqs.id));
}

export async function getInfoPage(db: DbOrTx, name: string) {
  const [row] = await db.select().from(infoPages).where(eq(infoPages.name, name));
  return row;
}

export async function listCancellationRules(db: DbOrTx) {
  return db
    .select()
    .from(cancellationRules)
    .where(isNull(cancellationRules.replacedAt))
    .orderBy(asc(cancellationRules.minHoursBeforeStart));
}
