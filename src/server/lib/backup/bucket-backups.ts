import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { s3Client, s3Sdk, type S3Config } from '../storage/s3-storage.js';
import { BUNDLE, expiredBundles, type Bundle } from './bundles.js';

/** How long a listing of the bucket's bundles answers the age metric before it is read again. */
const LISTING_TTL_MS = 5 * 60_000;

/**
 * Backup bundles as objects of the uploads' bucket, under `<S3_KEY_PREFIX><BACKUP_S3_PREFIX>`
 * (default `backups/`, a folder the orphan-upload sweep never lists). Object names are the
 * bundles' file names, so `npm run restore` takes a downloaded one as it is.
 */
export function bucketBackups(config: S3Config, prefix: string) {
  // A streamed body with a checksum trailer goes as aws-chunked encoding, which several
  // S3-compatible stores (and s3rver in the tests) keep verbatim: checksums only when required.
  const client = s3Client(config, { requestChecksumCalculation: 'WHEN_REQUIRED' });
  const { DeleteObjectCommand, ListObjectsV2Command, PutObjectCommand } = s3Sdk();
  const base = `${config.prefix}${prefix}`;
  let cached: { at: number; bundles: Bundle[] } | undefined;

  async function list(): Promise<Bundle[]> {
    const bundles: Bundle[] = [];
    let token: string | undefined;
    do {
      const page = await client.send(
        new ListObjectsV2Command({
          Bucket: config.bucket,
          Prefix: base,
          ...(token ? { ContinuationToken: token } : {}),
        }),
      );
      for (const object of page.Contents ?? []) {
        const name = object.Key?.slice(base.length);
        if (!name || !BUNDLE.test(name) || !object.LastModified) continue;
        bundles.push({ file: base + name, mtimeMs: object.LastModified.getTime() });
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    bundles.sort((a, b) => b.mtimeMs - a.mtimeMs);
    cached = { at: Date.now(), bundles };
    return bundles;
  }

  return {
    /** Where the bundles go, for logs and docs: s3://bucket/prefix. */
    location: `s3://${config.bucket}/${base}`,
    /** Uploads a bundle file (streamed: a bundle may be larger than memory should hold). */
    async upload(file: string): Promise<string> {
      const key = `${base}${path.basename(file)}`;
      const { size } = await fs.stat(file);
      await client.send(
        new PutObjectCommand({
          Bucket: config.bucket,
          Key: key,
          Body: createReadStream(file),
          ContentLength: size,
          ContentType: 'application/gzip',
        }),
      );
      cached = undefined;
      return key;
    },
    /** The bundles in the bucket, newest first. */
    list,
    /** Deletes the bundles older than `keepDays`, never the newest; answers their keys. */
    async prune(keepDays: number, now = new Date()): Promise<string[]> {
      const expired = expiredBundles(await list(), keepDays, now);
      for (const bundle of expired)
        await client.send(new DeleteObjectCommand({ Bucket: config.bucket, Key: bundle.file }));
      cached = undefined;
      return expired.map((bundle) => bundle.file);
    },
    /** The newest bundle, from a listing at most five minutes old (metrics scrapes). */
    async newest(): Promise<Bundle | undefined> {
      const fresh =
        cached && Date.now() - cached.at < LISTING_TTL_MS ? cached.bundles : await list();
      return fresh[0];
    },
  };
}

export type BucketBackups = ReturnType<typeof bucketBackups>;
