// The content module's one write path for its tables (blog, categories, gallery, FAQ, pages,
// contact inbox): the console's content screens and the school's My Blogs call these, so every
// stored HTML body passes the sanitiser here (decision 0028).
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { must } from '../../../shared/must.js';
import type { DbOrTx } from '../../db/client.js';
import {
  blogCategories,
  blogs,
  contactMessages,
  contactReplies,
  faqs,
  galleryItems,
  infoPages,
} from '../../db/schema.js';
import { sanitizeHtml } from '../../lib/sanitize-html.js';

export interface NewBlog {
  authorId?: number;
  status?: 'review' | 'live' | 'rejected';
  categoryId: number;
  title: string;
  slug: string;
  imageUrl: string;
  excerpt: string;
  bodyHtml: string;
  isFeatured?: boolean;
  viewCount?: number;
  publishedAt?: Date;
}

/** The plain-text start of a post, for the public blog cards. */
export const blogExcerpt = (html: string) =>
  sanitizeHtml(html)
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 200);

/** A post's address words from its title, with a random tail so titles may repeat. */
export const blogSlug = (title: string) =>
  `${title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 80)}-${randomBytes(3).toString('hex')}`;

/** The one write path for posts: the body is sanitised before it is stored. */
export async function insertBlogs(db: DbOrTx, rows: NewBlog[]) {
  if (rows.length === 0) return [];
  return db
    .insert(blogs)
    .values(rows.map((r) => ({ ...r, bodyHtml: sanitizeHtml(r.bodyHtml) })))
    .returning({ id: blogs.id, slug: blogs.slug, status: blogs.status });
}

export async function insertBlog(db: DbOrTx, row: NewBlog) {
  const [inserted] = await insertBlogs(db, [row]);
  return must(inserted, 'the inserted post');
}

export type BlogChanges = Partial<Omit<typeof blogs.$inferInsert, 'id'>>;

/** Changes one post; a new body is sanitised before it is stored. */
export async function updateBlog(db: DbOrTx, id: number, changes: BlogChanges) {
  const set =
    changes.bodyHtml === undefined
      ? changes
      : { ...changes, bodyHtml: sanitizeHtml(changes.bodyHtml) };
  await db.update(blogs).set(set).where(eq(blogs.id, id));
}

export async function deleteBlog(db: DbOrTx, id: number) {
  await db.delete(blogs).where(eq(blogs.id, id));
}

type CategoryValues = { title: string; slug: string };

export async function insertBlogCategory(db: DbOrTx, values: CategoryValues) {
  const [row] = await db.insert(blogCategories).values(values).returning();
  return must(row, 'the inserted category');
}

/** The category as changed, or undefined when it no longer exists. */
export async function updateBlogCategory(db: DbOrTx, id: number, values: CategoryValues) {
  const [row] = await db
    .update(blogCategories)
    .set(values)
    .where(eq(blogCategories.id, id))
    .returning();
  return row;
}

type GalleryValues = Partial<Omit<typeof galleryItems.$inferInsert, 'id'>>;

export async function insertGalleryItem(db: DbOrTx, values: typeof galleryItems.$inferInsert) {
  const [row] = await db.insert(galleryItems).values(values).returning();
  return must(row, 'the inserted gallery photo');
}

/** The photo as changed, or undefined when it no longer exists. */
export async function updateGalleryItem(db: DbOrTx, id: number, values: GalleryValues) {
  const [row] = await db
    .update(galleryItems)
    .set(values)
    .where(eq(galleryItems.id, id))
    .returning();
  return row;
}

export async function deleteGalleryItem(db: DbOrTx, id: number) {
  await db.delete(galleryItems).where(eq(galleryItems.id, id));
}

/** Write paths for FAQ answers and policy pages: HTML is sanitised before it is stored. */
export async function insertFaqs(
  db: DbOrTx,
  rows: { topic: string; question: string; answerHtml: string; sortOrder: number }[],
) {
  if (rows.length === 0) return;
  await db.insert(faqs).values(rows.map((r) => ({ ...r, answerHtml: sanitizeHtml(r.answerHtml) })));
}

type FaqValues = { topic: string; question: string; answerHtml: string; sortOrder: number };

export async function insertFaq(db: DbOrTx, values: FaqValues) {
  const [row] = await db
    .insert(faqs)
    .values({ ...values, answerHtml: sanitizeHtml(values.answerHtml) })
    .returning();
  return must(row, 'the inserted FAQ');
}

/** The FAQ as changed, or undefined when it no longer exists. */
export async function updateFaq(db: DbOrTx, id: number, values: FaqValues) {
  const [row] = await db
    .update(faqs)
    .set({ ...values, answerHtml: sanitizeHtml(values.answerHtml) })
    .where(eq(faqs.id, id))
    .returning();
  return row;
}

/** The FAQ as it was, or undefined when it no longer existed. */
export async function deleteFaq(db: DbOrTx, id: number) {
  const [row] = await db.delete(faqs).where(eq(faqs.id, id)).returning();
  return row;
}

/** Creates or replaces a policy page (or the about text); returns the stored row. */
export async function upsertInfoPage(
  db: DbOrTx,
  page: { name: string; title: string; bodyHtml: string },
) {
  const bodyHtml = sanitizeHtml(page.bodyHtml);
  const [row] = await db
    .insert(infoPages)
    .values({ ...page, bodyHtml })
    .onConflictDoUpdate({
      target: infoPages.name,
      set: { title: page.title, bodyHtml, updatedAt: new Date() },
    })
    .returning();
  return must(row, 'the stored page');
}

/** Marks a contact message read; the row as changed, or undefined when it is gone. */
export async function markContactMessageRead(db: DbOrTx, id: number) {
  const [row] = await db
    .update(contactMessages)
    .set({ readAt: new Date() })
    .where(eq(contactMessages.id, id))
    .returning();
  return row;
}

/** Marks a contact message answered (and read, keeping an earlier read time). */
export async function markContactMessageAnswered(
  db: DbOrTx,
  id: number,
  answer: { by: number; note: string | null; at: Date },
) {
  const [row] = await db
    .update(contactMessages)
    .set({
      readAt: sql`coalesce(${contactMessages.readAt}, ${answer.at.toISOString()}::timestamptz)`,
      answeredAt: answer.at,
      answeredBy: answer.by,
      answerNote: answer.note,
    })
    .where(eq(contactMessages.id, id))
    .returning();
  return row;
}

/** A reply was mailed: read and answered now unless they already were (the first answer stays). */
/** A staff reply to a contact message, kept in its thread; the message reads as answered. */
export async function recordContactReply(db: DbOrTx, id: number, staffId: number, body: string) {
  const [reply] = await db
    .insert(contactReplies)
    .values({ messageId: id, body, sentBy: staffId })
    .returning();
  await markContactMessageReplied(db, id, staffId);
  return must(reply, 'the reply just inserted');
}

async function markContactMessageReplied(db: DbOrTx, id: number, staffId: number) {
  const [row] = await db
    .update(contactMessages)
    .set({
      readAt: sql`coalesce(${contactMessages.readAt}, now())`,
      answeredAt: sql`coalesce(${contactMessages.answeredAt}, now())`,
      answeredBy: sql`coalesce(${contactMessages.answeredBy}, ${staffId})`,
    })
    .where(eq(contactMessages.id, id))
    .returning();
  return row;
}
