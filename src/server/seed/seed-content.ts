import {
  BLOG_IMAGE_SIZE,
  BLOG_IMAGE_URL_PREFIX,
  GALLERY_IMAGE_SIZE,
  GALLERY_IMAGE_URL_PREFIX,
  landscapeSvg,
  writeImageOnce,
} from '../lib/content-image.js';
import { insertBlogs, insertFaqs, upsertInfoPage } from '../modules/content/index.js';
import type { Db } from '../db/client.js';
import { blogCategories, blogs, faqs, galleryItems, infoPages } from '../db/schema.js';
import {
  BLOG_CATEGORIES,
  BLOGS,
  FAQS,
  GALLERY_TITLES,
  PRIVACY_HTML,
  REFUND_HTML,
  TERMS_HTML,
} from './content-data.js';
import type { PublicMedia } from '../lib/storage/public-media.js';
import { must } from '../../shared/must.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const blogImageUrl = (slug: string) => `${BLOG_IMAGE_URL_PREFIX}${slug}.svg`;
const galleryImageUrl = (i: number) => `${GALLERY_IMAGE_URL_PREFIX}gallery-${i + 1}.svg`;

const isEmpty = async (
  db: Db,
  table: typeof blogs | typeof faqs | typeof galleryItems | typeof infoPages,
) => (await db.select().from(table).limit(1)).length === 0;

/**
 * Seeds the blog, gallery, FAQ and policy pages, each group only when its table is empty (so
 * an existing database gets content once and edits are never overwritten), then draws any
 * missing picture under /media/blog/ and /media/gallery/ (lib/storage/public-media.ts).
 */
export async function seedContent(db: Db, opts: { media: PublicMedia; now?: Date }): Promise<void> {
  const now = opts.now ?? new Date();
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    if (await isEmpty(t, blogs)) {
      const cats = await tx
        .insert(blogCategories)
        .values([...BLOG_CATEGORIES])
        .onConflictDoNothing()
        .returning();
      const all = cats.length > 0 ? cats : await tx.select().from(blogCategories);
      const catId = new Map(all.map((c) => [c.slug, c.id]));
      await insertBlogs(
        tx,
        BLOGS.map((b) => ({
          categoryId: must(catId.get(b.category), `the seeded category ${b.category}`),
          title: b.title,
          slug: b.slug,
          imageUrl: blogImageUrl(b.slug),
          excerpt: b.excerpt,
          bodyHtml: b.bodyHtml,
          isFeatured: b.featured,
          viewCount: b.views,
          publishedAt: new Date(now.getTime() - b.daysAgo * DAY_MS),
        })),
      );
    }
    if (await isEmpty(t, galleryItems)) {
      await tx
        .insert(galleryItems)
        .values(
          GALLERY_TITLES.map((title, i) => ({ title, imageUrl: galleryImageUrl(i), sortOrder: i })),
        );
    }
    if (await isEmpty(t, faqs)) {
      await insertFaqs(
        tx,
        FAQS.map((f, i) => ({ ...f, sortOrder: i })),
      );
    }
    if (await isEmpty(t, infoPages)) {
      await upsertInfoPage(tx, {
        name: 'termandconditions',
        title: 'Terms and Conditions',
        bodyHtml: TERMS_HTML,
      });
      await upsertInfoPage(tx, {
        name: 'privacy',
        title: 'Privacy Policy',
        bodyHtml: PRIVACY_HTML,
      });
      await upsertInfoPage(tx, {
        name: 'RefundAndCancellation',
        title: 'Refund and Cancellation',
        bodyHtml: REFUND_HTML,
      });
    }
  });
  await ensureContentImages(db, opts.media);
}

/** Draws every seeded blog and gallery picture that is missing on disk. */
export async function ensureContentImages(db: Db, media: PublicMedia): Promise<void> {
  const [posts, pictures] = await Promise.all([
    db.select({ id: blogs.id, title: blogs.title, imageUrl: blogs.imageUrl }).from(blogs),
    db.select({ id: galleryItems.id, imageUrl: galleryItems.imageUrl }).from(galleryItems),
  ]);
  const ours = (url: string, prefix: string) =>
    url.startsWith(prefix) && url.endsWith('.svg') && !url.includes('..');
  await Promise.all([
    ...posts
      .filter((p) => ours(p.imageUrl, BLOG_IMAGE_URL_PREFIX))
      .map((p) =>
        writeImageOnce(media, p.imageUrl, () => landscapeSvg({ seed: p.id, ...BLOG_IMAGE_SIZE })),
      ),
    ...pictures
      .filter((p) => ours(p.imageUrl, GALLERY_IMAGE_URL_PREFIX))
      .map((p) =>
        writeImageOnce(media, p.imageUrl, () =>
          landscapeSvg({ seed: p.id * 3, ...GALLERY_IMAGE_SIZE }),
        ),
      ),
  ]);
}
