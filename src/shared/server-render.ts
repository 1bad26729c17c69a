/**
 * The contract between the server and the front end's server-render build
 * (src/web/entry-server.tsx, built to dist/ssr/entry-server.js).
 */
import type { Language } from './language.js';

/** The id of the `<script type="application/json">` holding a rendered page's query data. */
export const SERVER_STATE_ID = 'server-state';

/** How a request reaches the API: the browser's fetch, or the server's in-process call. */
export type ApiTransport = (path: string, init: RequestInit) => Promise<Response>;

/** What a rendered page says about itself in <head>. */
export interface PageHead {
  title?: string;
  description?: string;
}

export interface ServerPage {
  /** The markup inside #root. */
  html: string;
  /** The page's title and description, as its components set them (usePageMeta). */
  head: PageHead;
  /** TanStack Query's dehydrated cache, read back by `hydrate()` in main.tsx. */
  state: unknown;
}

export interface ServerRenderer {
  /** Undefined when the page is better left to the browser (a redirect, a failed API read). */
  renderPage(url: string, api: ApiTransport, language: Language): Promise<ServerPage | undefined>;
}
