import { randomBytes } from 'node:crypto';
import type { DbOrTx } from '../../db/client.js';
import { blogs, faqs, infoPages } from '../../db/schema.js';
import { sanitizeHtml } from '../../lib/sanitize-html.js';

export interface NewBlog {
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
    .returning({ id: blogs.id, slug: blogs.slug });
}

/** Write paths for FAQ answers and policy pages: HTML is sanitised before it is stored. */
export async function insertFaqs(
  db: DbOrTx,
  rows: { topic: string; question: string; answerHtml: string; sortOrder: number }[],
) {
  if (rows.length === 0) return;
  await db.insert(faqs).values(rows.map((r) => ({ ...r, answerHtml: sanitizeHtml(r.answerHtml) })));
}

export async function upsertInfoPage(
  db: DbOrTx,
  page: { name: string; title: string; bodyHtml: string },
) {
  const bodyHtml = sanitizeHtml(page.bodyHtml);
  await db
    .insert(infoPages)
    .values({ ...page, bodyHtml })
    .onConflictDoUpdate({
      target: infoPages.name,
      set: { title: page.title, bodyHtml, updatedAt: new Date() },
    });
}
