import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/**
 * A package loaded the first time it is used, not when the server starts: one that only a
 * setting turns on (the S3 SDK, SMTP) or that few requests need (PDFs, rich-text cleaning)
 * costs neither start-up time nor resident memory until then (decision 0043). Synchronous,
 * so the functions that use it keep their signatures.
 */
export function lazyModule<T>(id: string): () => T {
  let loaded: T | undefined;
  return () => (loaded ??= require(id) as T);
}
