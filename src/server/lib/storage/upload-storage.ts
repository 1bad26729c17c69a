import type { Readable } from 'node:stream';

export interface StoredUpload {
  key: string;
  /** When the bytes were written (file mtime, object LastModified). */
  modifiedAt: Date;
}

/**
 * Where customers' uploads (identity documents, profile photos) live: the data directory by
 * default, an S3-compatible bucket when S3_BUCKET is set. Keys are unguessable paths such as
 * `documents/12/<hex>.jpg`. Nothing is ever served straight from the store: the server
 * checks ownership and streams the file, so the bucket stays private.
 */
export interface UploadStorage {
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** The stored bytes; rejects when the key is unknown. */
  get(key: string): Promise<Readable>;
  /** Whether something is stored under the key. */
  exists(key: string): Promise<boolean>;
  /** Removes the key; an unknown key is not an error. */
  remove(key: string): Promise<void>;
  /** Every key under `folder` (e.g. `photos` lists `photos/12/<hex>.jpg`), in no set order. */
  list(folder: string): AsyncIterable<StoredUpload>;
}

/** The error a store's `get` rejects with for a key it does not hold. */
export function isMissing(error: unknown): boolean {
  const e = error as { code?: string; $metadata?: { httpStatusCode?: number } };
  return e.code === 'ENOENT' || e.$metadata?.httpStatusCode === 404;
}
