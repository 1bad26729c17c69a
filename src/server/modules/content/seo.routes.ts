import { desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { blogs, cars } from '../../db/schema.js';
import { blogPath, INFO_PAGE_NAMES } from '../../../shared/content-rules.js';
import { carDetailPath } from '../../lib/page-meta.js';
import { escapeMarkup } from '../../lib/escape-markup.js';

const STATIC_PATHS = ['/', '/cars', '/about-us', '/contact-us', '/faq', '/gallery', '/blogs'];

/** /sitemap.xml (public pages, every live post and active car) and /robots.txt. */
export const seoRoutes =
  (config: Config, db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
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
        ...posts.map((p) => ({
          loc: blogPath(p),
          lastmod: p.updatedAt.toISOString().slice(0, 10),
        })),
        ...carRows.map((c) => ({ loc: carDetailPath(c), lastmod: undefined })),
      ];
      const body = entries
        .map(
          (e) =>
            `  <url><loc>${escapeMarkup(config.publicUrl + e.loc)}</loc>${e.lastmod ? `<lastmod>${e.lastmod}</lastmod>` : ''}</url>`,
        )
        .join('\n');
      return reply
        .type('application/xml; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .send(
          `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</urlset>\n`,
        );
    });

    app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
      reply
        .type('text/plain; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .send(
          [
            'User-agent: *',
            'Allow: /',
            'Disallow: /api/',
            'Disallow: /user/',
            `Sitemap: ${config.publicUrl}/sitemap.xml`,
            '',
          ].join('\n'),
        ),
    );
  };
