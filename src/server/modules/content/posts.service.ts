import { and, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  CONSOLE_POSTS_PAGE_SIZE,
  type ConsolePost,
  type ConsolePostList,
  type PostBody,
  type consolePostQuerySchema,
  type postStatusBodySchema,
} from '../../../shared/console-content.js';
import type { Db, DbOrTx } from '../../db/client.js';
import { blogCategories, blogs, users } from '../../db/schema.js';
import type { ConsoleStaff } from '../../lib/console-guard.js';
import type { Emit } from '../../lib/events/domain-events.js';
import type { EventBus } from '../../lib/events/event-bus.js';
import { badRequest, conflict } from '../../lib/http-errors.js';
import {
  blogExcerpt,
  blogSlug,
  deleteBlog,
  insertBlog,
  insertBlogCategory,
  updateBlog,
  updateBlogCategory,
} from './content-writes.service.js';
import { allCategoriesWithCounts } from './content.service.js';
import { auditSiteContent } from './content-audit.js';
import { cleanRichText } from './rich-text.js';
import { must } from '../../../shared/must.js';

const rowColumns = {
  id: blogs.id,
  title: blogs.title,
  slug: blogs.slug,
  categoryId: blogs.categoryId,
  categoryTitle: blogCategories.title,
  status: blogs.status,
  authorName: users.name,
  imageUrl: blogs.imageUrl,
  bodyHtml: blogs.bodyHtml,
  rejectReason: blogs.rejectReason,
  updatedAt: blogs.updatedAt,
};

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Every post, the business's and customers', newest change first; On Review ones on top. */
export async function listPosts(
  db: Db,
  q: z.output<typeof consolePostQuerySchema>,
): Promise<ConsolePostList> {
  const parts: SQL[] = [];
  if (q.status) parts.push(eq(blogs.status, q.status));
  if (q.keyword) {
    const pattern = `%${escapeLike(q.keyword)}%`;
    parts.push(
      must(
        or(ilike(blogs.title, pattern), ilike(blogCategories.title, pattern)),
        'the keyword condition',
      ),
    );
  }
  const where = and(...parts);
  const [rows, [total]] = await Promise.all([
    db
      .select(rowColumns)
      .from(blogs)
      .innerJoin(blogCategories, eq(blogCategories.id, blogs.categoryId))
      .leftJoin(users, eq(users.id, blogs.authorId))
      .where(where)
      .orderBy(sql`${blogs.status} = 'review' DESC`, desc(blogs.updatedAt), desc(blogs.id))
      .limit(CONSOLE_POSTS_PAGE_SIZE)
      .offset((q.page - 1) * CONSOLE_POSTS_PAGE_SIZE),
    db
      .select({ n: count() })
      .from(blogs)
      .innerJoin(blogCategories, eq(blogCategories.id, blogs.categoryId))
      .where(where),
  ]);
  return {
    posts: rows.map(({ bodyHtml: _b, rejectReason: _r, categoryId: _c, ...r }) => ({
      ...r,
      updatedAt: r.updatedAt.toISOString(),
    })),
    total: total?.n ?? 0,
    page: q.page,
    pageSize: CONSOLE_POSTS_PAGE_SIZE,
  };
}

export async function getPost(db: DbOrTx, id: number): Promise<ConsolePost> {
  const [row] = await db
    .select(rowColumns)
    .from(blogs)
    .innerJoin(blogCategories, eq(blogCategories.id, blogs.categoryId))
    .leftJoin(users, eq(users.id, blogs.authorId))
    .where(eq(blogs.id, id));
  // consoleScope answered 404 for a missing id already; this is a post deleted meanwhile.
  if (!row) throw conflict('This post no longer exists.');
  return { ...row, updatedAt: row.updatedAt.toISOString() };
}

async function checkCategory(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ id: blogCategories.id })
    .from(blogCategories)
    .where(eq(blogCategories.id, id));
  if (!row) throw badRequest('Please choose a category.', 'categoryId');
}

const fieldsOf = (body: PostBody) => {
  const bodyHtml = cleanRichText(body.bodyHtml, 'post', 'bodyHtml');
  return {
    title: body.title,
    categoryId: body.categoryId,
    imageUrl: body.imageUrl,
    bodyHtml,
    excerpt: blogExcerpt(bodyHtml),
  };
};

const audit = (
  tx: DbOrTx,
  staff: Pick<ConsoleStaff, 'id'>,
  action: string,
  id: number,
  before: unknown,
  after: unknown,
) => auditSiteContent(tx, staff, { action, recordType: 'post', recordId: id }, before, after);

/** A business post starts On Review (a draft) until it is published. */
export async function createPost(db: Db, staff: ConsoleStaff, body: PostBody) {
  const fields = fieldsOf(body);
  return db.transaction(async (tx) => {
    await checkCategory(tx, body.categoryId);
    const row = await insertBlog(tx, { ...fields, slug: blogSlug(body.title), status: 'review' });
    const post = await getPost(tx, row.id);
    await audit(tx, staff, 'post.create', post.id, null, post);
    return post;
  });
}

/** Editing keeps the status: a Live post shows the new text on the public blog at once. */
export async function updatePost(db: Db, staff: ConsoleStaff, id: number, body: PostBody) {
  const fields = fieldsOf(body);
  return db.transaction(async (tx) => {
    const before = await getPost(tx, id);
    await checkCategory(tx, body.categoryId);
    await updateBlog(tx, id, { ...fields, updatedAt: new Date() });
    const after = await getPost(tx, id);
    await audit(tx, staff, 'post.update', id, before, after);
    return after;
  });
}

/**
 * Publish (Live: on the public blog now), unpublish (back to On Review) or reject with the
 * reason the author reads in My Blogs. Publishing dates the post from now. Also the write path
 * of the driving school's review queue (/staff/courses), so every decision is audited.
 */
export async function setPostStatus(
  db: Db,
  staff: Pick<ConsoleStaff, 'id'>,
  id: number,
  change: z.output<typeof postStatusBodySchema>,
  /** Given, a customer's post made Live or rejected tells its author (blog.reviewed). */
  events?: EventBus,
) {
  const inTransaction = <T>(work: (tx: DbOrTx, emit?: Emit) => Promise<T>) =>
    events ? events.transaction(db, work) : db.transaction((tx) => work(tx));
  return inTransaction(async (tx, emit) => {
    const before = await getPost(tx, id);
    if (before.status === change.status && change.status !== 'rejected') return before;
    const now = new Date();
    await updateBlog(tx, id, {
      status: change.status,
      rejectReason: change.status === 'rejected' ? change.reason : null,
      updatedAt: now,
      ...(change.status === 'live' ? { publishedAt: now } : {}),
    });
    const after = await getPost(tx, id);
    await audit(tx, staff, `post.${change.status}`, id, pick(before), pick(after));
    if (emit && change.status !== 'review') {
      const [post] = await tx
        .select({ authorId: blogs.authorId })
        .from(blogs)
        .where(eq(blogs.id, id));
      if (post?.authorId) {
        emit({
          type: 'blog.reviewed',
          blogId: id,
          authorId: post.authorId,
          decision: change.status,
          reason: change.reason,
        });
      }
    }
    return after;
  });
}

/**
 * Deletes a post (the business's or a customer's) with an audit entry holding what it was.
 * Returns its cover's URL when no other post shows that picture, for removal after the commit.
 */
export async function deletePost(db: Db, staff: Pick<ConsoleStaff, 'id'>, id: number) {
  return db.transaction(async (tx) => {
    const before = await getPost(tx, id);
    await deleteBlog(tx, id);
    await audit(tx, staff, 'post.delete', id, before, null);
    const [shared] = await tx
      .select({ id: blogs.id })
      .from(blogs)
      .where(eq(blogs.imageUrl, before.imageUrl))
      .limit(1);
    return { orphanedCover: shared ? null : before.imageUrl };
  });
}

const pick = (p: ConsolePost) => ({ status: p.status, rejectReason: p.rejectReason });

export const listCategories = allCategoriesWithCounts;

const categorySlug = (title: string) =>
  title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '') || 'category';

async function assertNewTitle(tx: DbOrTx, title: string, exceptId?: number) {
  const rows = await tx
    .select({ id: blogCategories.id })
    .from(blogCategories)
    .where(
      or(
        sql`lower(${blogCategories.title}) = lower(${title})`,
        eq(blogCategories.slug, categorySlug(title)),
      ),
    );
  if (rows.some((r) => r.id !== exceptId)) {
    throw badRequest('A category with this name already exists.', 'title');
  }
}

/** Categories are site-wide; the name must be new (ignoring case). */
export async function saveCategory(
  db: Db,
  staff: ConsoleStaff,
  title: string,
  id?: number,
): Promise<{ id: number; title: string; slug: string }> {
  return db.transaction(async (tx) => {
    await assertNewTitle(tx, title, id);
    const values = { title, slug: categorySlug(title) };
    const [before] =
      id === undefined
        ? [null]
        : await tx.select().from(blogCategories).where(eq(blogCategories.id, id));
    const row =
      id === undefined
        ? await insertBlogCategory(tx, values)
        : await updateBlogCategory(tx, id, values);
    // An edit of a category deleted meanwhile.
    if (!row) throw conflict('This category no longer exists.');
    const action = id === undefined ? 'category.create' : 'category.update';
    await auditSiteContent(
      tx,
      staff,
      { action, recordType: 'category', recordId: row.id },
      before ?? null,
      row,
    );
    return row;
  });
}
