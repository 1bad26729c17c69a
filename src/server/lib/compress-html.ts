import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
/** Quality 5 of 11: within a few per cent of the best size, at a fraction of the time. */
const BROTLI_QUALITY = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } };

/**
 * Compresses a page's HTML for the browser. @fastify/compress only hooks into routes, and
 * pages are served by the not-found handler (static-site.ts), so it never sees them.
 */
export async function compressHtml(
  html: string,
  acceptEncoding: string | undefined,
): Promise<{ body: Buffer | string; encoding?: 'br' | 'gzip' }> {
  const accepted = (acceptEncoding ?? '').toLowerCase();
  if (/\bbr\b/.test(accepted)) return { body: await brotli(html, BROTLI_QUALITY), encoding: 'br' };
  if (/\bgzip\b/.test(accepted)) return { body: await gzip(html), encoding: 'gzip' };
  return { body: html };
}
