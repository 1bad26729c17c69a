import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { robotsTxt, sitemapXml } from './seo.service.js';

/** /sitemap.xml (public pages, every live post and active car) and /robots.txt. */
export const seoRoutes =
  (config: Config, db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) =>
      reply
        .type('application/xml; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .send(await sitemapXml(db, config.publicUrl)),
    );

    app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
      reply
        .type('text/plain; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .send(robotsTxt(config.publicUrl)),
    );
  };
