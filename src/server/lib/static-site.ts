import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { Config } from '../config.js';
import { imagePreloadTag, injectPageMeta, listImageFor, pageMetaFor } from './page-meta.js';
import type { Language } from '../../shared/language.js';
import { compressHtml } from './compress-html.js';
import { localizeShell } from './page-language.js';
import { visitorLanguage } from './visitor-language.js';
import { loadManifest, preloadTags } from './page-preload.js';
import { serveMediaFolder } from './storage/public-media.js';
import { createPageRenderer, insertPage, isRenderedPage } from './server-render.js';
import { answerPageRequest } from './page-access.js';

const IMMUTABLE = 'public, max-age=31536000, immutable';
/**
 * Files the browser must check on every visit: the page shell, the service worker (a stale
 * one would keep serving an old app for a day) and the web app manifest.
 */
const ALWAYS_REVALIDATED = new Set(['index.html', 'service-worker.js', 'manifest.webmanifest']);

/**
 * Serves the built front end and the generated media. Any other path that is not an API
 * route and does not look like a file gets index.html, so client routes survive a reload;
 * the app itself renders its 404 page for paths it does not know.
 */
export async function registerStaticSite(app: FastifyInstance, config: Config) {
  for (const folder of ['cars', 'blog', 'gallery']) await serveMediaFolder(app, config, folder);

  const indexFile = path.join(config.webDir, 'index.html');
  const hasWeb = fs.existsSync(indexFile);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: config.webDir,
      prefix: '/',
      index: false,
      wildcard: false,
      setHeaders: (res, filePath) => {
        const relative = path.relative(config.webDir, filePath);
        if (relative.startsWith(`assets${path.sep}`)) res.header('cache-control', IMMUTABLE);
        else if (ALWAYS_REVALIDATED.has(relative)) res.header('cache-control', 'no-cache');
        else res.header('cache-control', 'public, max-age=3600');
      },
    });
  }

  // Re-read when a new build replaces index.html, so a running server never links stale chunks.
  let build:
    | {
        mtimeMs: number;
        html: string;
        /** index.html with its stylesheet inline, for server-rendered pages. */
        inlineCssHtml: string;
        manifest: ReturnType<typeof loadManifest>;
      }
    | undefined;
  const readBuild = () => {
    const { mtimeMs } = fs.statSync(indexFile);
    if (build?.mtimeMs !== mtimeMs) {
      const html = fs.readFileSync(indexFile, 'utf8');
      build = {
        mtimeMs,
        html,
        inlineCssHtml: inlineStylesheets(html, config.webDir),
        manifest: loadManifest(config.webDir),
      };
    }
    return build;
  };
  const renderPage = createPageRenderer(
    app,
    path.join(config.webDir, '..', 'ssr', 'entry-server.js'),
  );
  const rendered = async (url: string, pathname: string, method: string, language: Language) => {
    // HEAD reads nothing: rendering a blog post would count a view no one had.
    if (method !== 'GET' || !isRenderedPage(pathname)) return undefined;
    try {
      return await renderPage(url, language);
    } catch (error) {
      // The shell still works: the browser renders the page as it does for every other one.
      app.log.error({ err: error, url }, 'server render failed');
      return undefined;
    }
  };
  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    const looksLikeFile = path.extname(url) !== '';
    if (
      url.startsWith('/api/') ||
      url === '/api' ||
      looksLikeFile ||
      !['GET', 'HEAD'].includes(request.method)
    ) {
      return reply.status(404).send({
        statusCode: 404,
        error: 'Not Found',
        message: `Nothing at ${request.method} ${url}.`,
      });
    }
    // The language switch's link, and customer-only pages for a visitor: a redirect, no script.
    if (await answerPageRequest(request, reply, app.database.db, config)) return reply;
    if (!hasWeb) {
      return reply
        .status(503)
        .type('text/plain')
        .send('The front end is not built yet: run `npm run build`.');
    }
    // Blog and car addresses get their title and Open Graph tags in the HTML itself, and
    // every page preloads its own code and first data (see page-preload.ts). Public pages
    // arrive rendered, with their data (server-render.ts).
    const built = readBuild();
    const db = app.database.db;
    const language = await visitorLanguage(request, db);
    const [meta, page] = await Promise.all([
      pageMetaFor(db, url, config.publicUrl).catch(() => undefined),
      rendered(request.url, url, request.method, language),
    ]);
    const image = meta?.imagePath ?? (await listImageFor(db, url).catch(() => undefined));
    const preloads = [
      // A rendered page carries its data, and loads its code only once it is on screen.
      page ? '' : preloadTags(built.manifest, url),
      image ? imagePreloadTag(image) : '',
    ]
      .filter(Boolean)
      .join('\n    ');
    let html = localizeShell(page ? built.inlineCssHtml : built.html, language).replace(
      '</head>',
      `    ${preloads}\n  </head>`,
    );
    if (page) html = insertPage(html, page);
    // After the page's own title: a shared blog or car link keeps its Open Graph title.
    if (meta) html = injectPageMeta(html, meta, config.business.name);
    const { body, encoding } = await compressHtml(html, request.headers['accept-encoding']);
    if (encoding) reply.header('content-encoding', encoding);
    return (
      reply
        .header('cache-control', 'no-cache')
        // The language comes from the cookie or, failing that, the browser's languages.
        .header('vary', 'accept-encoding, accept-language, cookie')
        .type('text/html')
        .send(body)
    );
  });
}

/**
 * Puts the app's stylesheet (about 9 kB compressed) into the page: a rendered page then
 * paints without waiting for a second request. The CSP allows inline styles.
 */
function inlineStylesheets(html: string, webDir: string): string {
  return html.replace(
    /<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g,
    (tag, file) => {
      try {
        return `<style>${fs.readFileSync(path.join(webDir, file), 'utf8')}</style>`;
      } catch {
        return tag;
      }
    },
  );
}
