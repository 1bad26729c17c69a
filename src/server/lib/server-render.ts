import fs from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { INFO_PAGE_NAMES } from '../../shared/content-rules.js';
import type { Language } from '../../shared/language.js';
import { escapeMarkup } from './escape-markup.js';
import {
  SERVER_STATE_ID,
  type ApiTransport,
  type ServerPage,
  type ServerRenderer,
} from '../../shared/server-render.js';

/**
 * Public pages sent as rendered HTML with their data, so the content and the largest image
 * paint before any script runs, and a visitor without JavaScript can read them
 * (docs/decisions/0003-server-rendered-public-pages.md). Other pages keep the loading shell:
 * they depend on the visitor (session, stored search, checkout).
 */
const RENDERED_PAGES = [
  /^\/$/,
  /^\/cars$/i,
  /^\/car-details(\/[^/]+){2,3}$/i,
  /^\/blogs(\/\d+)?$/i,
  // The post counts a view when read: the render reads it once, and the browser reuses that.
  /^\/blog\/\d+(\/[^/]+)?$/i,
  /^\/gallery$/i,
  /^\/faq$/i,
  /^\/about-us$/i,
  /^\/contact-us$/i,
  // The driving school's catalogue; an unknown category or course is rendered with its message.
  /^\/courses\/[^/]+$/,
  /^\/course\/[^/]+$/,
];

/** An unknown policy name is a redirect home, which the browser makes (info-page.tsx). */
const INFO_PAGE = /^\/information\/([^/]+)$/i;

export function isRenderedPage(pathname: string): boolean {
  const info = INFO_PAGE.exec(pathname);
  if (info) return (INFO_PAGE_NAMES as readonly string[]).includes(info[1] ?? '');
  return RENDERED_PAGES.some((page) => page.test(pathname));
}

/** Answers the renderer's API reads in-process, as a visitor without cookies. */
function injectTransport(app: FastifyInstance): ApiTransport {
  return async (url, init) => {
    const res = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url,
      headers: { accept: 'application/json' },
    });
    const empty = res.statusCode === 204 || res.statusCode === 304;
    return new Response(empty ? null : res.rawPayload, {
      status: res.statusCode,
      headers: { 'content-type': String(res.headers['content-type'] ?? 'application/json') },
    });
  };
}

/**
 * Loads the renderer built by `vite build` (dist/ssr/entry-server.js), again after a rebuild.
 * Resolves to undefined when it is not built, so the site still serves the shell.
 */
export function createPageRenderer(app: FastifyInstance, entryFile: string) {
  const api = injectTransport(app);
  let loaded: { mtimeMs: number; renderer: Promise<ServerRenderer> } | undefined;
  return async (url: string, language: Language): Promise<ServerPage | undefined> => {
    let mtimeMs: number;
    try {
      mtimeMs = fs.statSync(entryFile).mtimeMs;
    } catch {
      return undefined;
    }
    if (loaded?.mtimeMs !== mtimeMs) {
      const href = `${pathToFileURL(entryFile).href}?v=${mtimeMs}`;
      loaded = { mtimeMs, renderer: import(href) as Promise<ServerRenderer> };
    }
    return (await loaded.renderer).renderPage(url, api, language);
  };
}

/**
 * Puts a rendered page into index.html in place of the loading shell, with the title and
 * description its components set, so crawlers and shared links see them without scripts.
 */
export function insertPage(html: string, page: ServerPage): string {
  // `<` escaped: the data can never close the script element or open a comment.
  const state = JSON.stringify(page.state).replace(/</g, '\\u003c');
  const root = `<div id="root">${page.html}</div>\n    <script type="application/json" id="${SERVER_STATE_ID}">${state}</script>`;
  let out = html.replace(/<div id="root">[\s\S]*?<!--\/shell-->\s*<\/div>/, () => root);
  const { title, description } = page.head;
  if (title)
    out = out.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeMarkup(title)}</title>`);
  if (description) {
    out = out.replace(
      /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/,
      () => `<meta name="description" content="${escapeMarkup(description)}" />`,
    );
  }
  return out;
}
