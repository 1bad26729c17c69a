import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { blogCategories, blogs, users } from '../../db/schema.js';
import type { BlogCard, BlogCategory, BlogDetail } from '../../../shared/content.js';

export interface BlogFilters {
  keyword?: string;
  categoryId?: number;
  sort: 'latest' | 'trending';
  limit: number;
  offset: number;
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

function whereOf(f: Pick<BlogFilters, 'keyword' | 'categoryId'>): SQL | undefined {
  const parts: (SQL | undefined)[] = [eq(blogs.status, 'live')];
  if (f.categoryId !== undefined) parts.push(eq(blogs.categoryId, f.categoryId));
  if (f.keyword) {
    const pattern = `%${escapeLike(f.keyword)}%`;
    parts.push(or(ilike(blogs.title, pattern), ilike(blogs.excerpt, pattern)));
  }
  return and(...parts);
}

const cardColumns = {
  id: blogs.id,
  title: blogs.title,
  slug: blogs.slug,
  imageUrl: blogs.imageUrl,
  excerpt: blogs.excerpt,
  categoryId: blogs.categoryId,
  categoryTitle: blogCategories.title,
  viewCount: blogs.viewCount,
  publishedAt: blogs.publishedAt,
  /** A customer's or instructor's post shows its author (My Blogs). */
  authorName: users.name,
};

const toCard = <T extends { publishedAt: Date }>(row: T) => ({
  ...row,
  publishedAt: row.publishedAt.toISOString(),
});

/** Live posts matching the filters, one page, with the total for the pager. */
export async function listBlogs(
  db: DbOrTx,
  f: BlogFilters,
): Promise<{ blogs: BlogCard[]; total: number }> {
  const where = whereOf(f);
  const order =
    f.sort === 'trending'
      ? [desc(blogs.viewCount), desc(blogs.publishedAt), desc(blogs.id)]
      : // Newest first, so a customer's post just made Live leads the list (issue 21); the
        // seed's featured flag no longer pins older posts above it.
        [desc(blogs.publishedAt), desc(blogs.id)];
  const [rows, [totalRow]] = await Promise.all([
    db
      .select(cardColumns)
      .from(blogs)
      .innerJoin(blogCategories, eq(blogCategories.id, blogs.categoryId))
      .leftJoin(users, eq(users.id, blogs.authorId))
      .where(where)
      .orderBy(...order)
      .limit(f.limit)
      .offset(f.offset),
    db.select({ n: count() }).from(blogs).where(where),
  ]);
  return { blogs: rows.map(toCard), total: totalRow?.n ?? 0 };
}

/** Categories with their number of live posts (or of all posts, for the console), alphabetically. */
export async function listBlogCategories(
  db: DbOrTx,
  { liveOnly }: { liveOnly: boolean } = { liveOnly: true },
): Promise<BlogCategory[]> {
  return db
    .select({
      id: blogCategories.id,
      title: blogCategories.title,
      slug: blogCategories.slug,
      postCount: sql<number>`count(${blogs.id})::int`,
    })
    .from(blogCategories)
    .leftJoin(
      blogs,
      and(eq(blogs.categoryId, blogCategories.id), liveOnly ? eq(blogs.status, 'live') : undefined),
    )
    .groupBy(blogCategories.id)
    .orderBy(asc(blogCategories.title));
}

/** One live post; `countView` adds one to its view count in the same statement. */
export async function getBlog(
  db: DbOrTx,
  id: number,
  opts: { countView: boolean },
): Promise<BlogDetail | undefined> {
  if (opts.countView) {
    await db
      .update(blogs)
      .set({ viewCount: sql`${blogs.viewCount} + 1` })
      .where(and(eq(blogs.id, id), eq(blogs.status, 'live')));
  }
  const [row] = await db
    .select({ ...cardColumns, bodyHtml: blogs.bodyHtml })
    .from(blogs)
    .innerJoin(blogCategories, eq(blogCategories.id, blogs.categoryId))
    .leftJoin(users, eq(users.id, blogs.authorId))
    .where(and(eq(blogs.id, id), eq(blogs.status, 'live')));
  return row ? toCard(row) : undefined;
}
