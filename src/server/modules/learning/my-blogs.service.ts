import { and, asc, count, desc, eq, ilike, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { blogDraftSchema, MyBlogsPage } from '../../../shared/learning-blogs.js';
import {
  LEARNING_MESSAGES,
  MY_BLOGS_PAGE_SIZE,
  type CourseSort,
} from '../../../shared/learning-rules.js';
import type { Db } from '../../db/client.js';
import { blogCategories, blogs } from '../../db/schema.js';
import { badRequest, conflict, notFound } from '../../lib/http-errors.js';
import {
  blogExcerpt as excerptOf,
  blogSlug as slugOf,
  insertBlog,
  updateBlog as updateBlogRow,
} from '../content/index.js';

type Draft = z.output<typeof blogDraftSchema>;
const BLOG_NOT_FOUND = 'This blog was not found.';

const ORDER: Record<CourseSort, SQL[]> = {
  a2z: [asc(blogs.title), asc(blogs.id)],
  z2a: [desc(blogs.title), desc(blogs.id)],
  latest: [desc(blogs.publishedAt), desc(blogs.id)],
  oldest: [asc(blogs.publishedAt), asc(blogs.id)],
};

async function checkCategory(db: Db, id: number) {
  const [row] = await db
    .select({ id: blogCategories.id })
    .from(blogCategories)
    .where(eq(blogCategories.id, id));
  if (!row) throw badRequest('Please choose a category.', 'categoryId');
}

export async function myBlogs(
  db: Db,
  userId: number,
  q: { keyword: string; sortby: CourseSort; page: number },
): Promise<MyBlogsPage> {
  const parts = [eq(blogs.authorId, userId)];
  if (q.keyword)
    parts.push(ilike(blogs.title, `%${q.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`));
  const where = and(...parts);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        blogid: blogs.id,
        title: blogs.title,
        category: blogCategories.title,
        view: blogs.viewCount,
        status: blogs.status,
        rejectReason: blogs.rejectReason,
        createdAt: blogs.publishedAt,
      })
      .from(blogs)
      .innerJoin(blogCategories, eq(blogCategories.id, blogs.categoryId))
      .where(where)
      .orderBy(...ORDER[q.sortby])
      .limit(MY_BLOGS_PAGE_SIZE)
      .offset((q.page - 1) * MY_BLOGS_PAGE_SIZE),
    db.select({ n: count() }).from(blogs).where(where),
  ]);
  const n = total?.n ?? 0;
  return {
    blogs: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
    count: n,
    page: q.page,
    pageCount: Math.max(1, Math.ceil(n / MY_BLOGS_PAGE_SIZE)),
    pageSize: MY_BLOGS_PAGE_SIZE,
  };
}

/** A new post goes On Review; staff make it Live. */
export async function createBlog(db: Db, userId: number, d: Draft) {
  await checkCategory(db, d.categoryId);
  const row = await insertBlog(db, {
    authorId: userId,
    categoryId: d.categoryId,
    title: d.title,
    slug: slugOf(d.title),
    imageUrl: d.imageUrl,
    excerpt: excerptOf(d.bodyHtml),
    bodyHtml: d.bodyHtml,
    status: 'review',
  });
  return { blogid: row.id, status: row.status };
}

async function ownBlog(db: Db, userId: number, id: number) {
  const [row] = await db.select().from(blogs).where(eq(blogs.id, id));
  if (!row || row.authorId !== userId) throw notFound(BLOG_NOT_FOUND);
  return row;
}

/** Saving returns the post to On Review; a Live one only after 'Confirm Edit'. */
export async function updateBlog(db: Db, userId: number, id: number, d: Draft) {
  const row = await ownBlog(db, userId, id);
  if (row.status === 'live' && !d.confirmBackToReview)
    throw conflict(LEARNING_MESSAGES.editLiveBlog);
  await checkCategory(db, d.categoryId);
  await updateBlogRow(db, id, {
    categoryId: d.categoryId,
    title: d.title,
    imageUrl: d.imageUrl,
    excerpt: excerptOf(d.bodyHtml),
    bodyHtml: d.bodyHtml,
    status: 'review',
    rejectReason: null,
    updatedAt: new Date(),
  });
  return { blogid: id, status: 'review' as const };
}

export async function blogForEdit(db: Db, userId: number, id: number) {
  const row = await ownBlog(db, userId, id);
  return {
    blogid: row.id,
    status: row.status,
    rejectReason: row.rejectReason,
    draft: {
      title: row.title,
      categoryId: row.categoryId,
      imageUrl: row.imageUrl,
      bodyHtml: row.bodyHtml,
    },
  };
}
