import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { blogs, cars } from '../../db/schema.js';
import { blogPath, INFO_PAGE_NAMES } from '../../../shared/content-rules.js';
import { carDetailPath } from '../../lib/page-meta.js';
import { escapeMarkup } from '../../lib/escape-markup.js';

const STATIC_PATHS = ['/', '/cars', '/about-us', '/contact-us', '/faq', '/gallery', '/blogs'];

/** The sitemap: the public pages, every live post and every active car. */
export async function sitemapXml(db: Db, publicUrl: string): Promise<string> {
  const [posts, carRows] = await Promise.all([
    db
      .select({ id: blogs.id, slug: blogs.slug, updatedAt: blogs.updatedAt })
      .from(blogs)
      .where(eq(blogs.status, 'live'))
      .orderBy(desc(blogs.publishedAt)),
    db
      .select({ id: cars.id, brandName: cars.brandName, modelName: cars.modelName })
      .from(cars)
      .where(eq(cars.isActive, true))
      .orderBy(cars.id),
  ]);
  const entries = [
    ...STATIC_PATHS.map((p) => ({ loc: p, lastmod: undefined as string | undefined })),
    ...INFO_PAGE_NAMES.map((n) => ({ loc: `/information/${n}`, lastmod: undefined })),
    ...posts.map((p) => ({ loc: blogPath(p), lastmod: p.updatedAt.toISOString().slice(0, 10) })),
    ...carRows.map((c) => ({ loc: carDetailPath(c), lastmod: undefined })),
  ];
  const body = entries
    .map((e) => {
      const lastmod = e.lastmod ? `<lastmod>${e.lastmod}</lastmod>` : '';
      return `  <url><loc>${escapeMarkup(publicUrl + e.loc)}</loc>${lastmod}</url>`;
    })
    .join('\n');
  const urlset = '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">';
  return `<?xml version="1.0" encoding="UTF-8"?>\n${urlset}\n${body}\n</urlset>\n`;
}

export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /user/',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
