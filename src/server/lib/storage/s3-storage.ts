import { Readable } from 'node:stream';
import type * as S3Package from '@aws-sdk/client-s3';
import type { S3Client, S3ClientConfig } from '@aws-sdk/client-s3';
import type { Config } from '../../config.js';
import { lazyModule } from '../lazy-module.js';
import { isMissing, type UploadStorage } from './upload-storage.js';

export type S3Config = Extract<Config['uploads'], { kind: 's3' }>;

/** The AWS SDK, loaded when a bucket is first used: a site without S3_BUCKET never loads it. */
export const s3Sdk = lazyModule<typeof S3Package>('@aws-sdk/client-s3');

/** A client of the configured S3-compatible store (uploads, public media, backups). */
export function s3Client(config: S3Config, options: S3ClientConfig = {}): S3Client {
  return new (s3Sdk().S3Client)({
    ...options,
    region: config.region,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    forcePathStyle: config.forcePathStyle,
    ...(config.accessKeyId && config.secretAccessKey
      ? {
          credentials: {
            accessKeyId: config.accessKeyId,
            secretAccessKey: config.secretAccessKey,
          },
        }
      : {}),
  });
}

/**
 * Files in a bucket of any S3-compatible store (AWS S3, MinIO, R2, …), under `config.prefix`.
 * The bucket stays private: the server streams what it serves.
 */
export function s3Storage(config: S3Config): UploadStorage {
  const client = s3Client(config);
  const sdk = s3Sdk();
  const name = (key: string) => `${config.prefix}${key}`;
  return {
    async put(key, data, contentType) {
      await client.send(
        new sdk.PutObjectCommand({
          Bucket: config.bucket,
          Key: name(key),
          Body: data,
          ContentType: contentType,
        }),
      );
    },
    async get(key) {
      const { Body } = await client.send(
        new sdk.GetObjectCommand({ Bucket: config.bucket, Key: name(key) }),
      );
      if (!(Body instanceof Readable)) throw new Error(`no body for upload ${key}`);
      return Body;
    },
    async exists(key) {
      try {
        await client.send(new sdk.HeadObjectCommand({ Bucket: config.bucket, Key: name(key) }));
        return true;
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },
    async remove(key) {
      await client.send(new sdk.DeleteObjectCommand({ Bucket: config.bucket, Key: name(key) }));
    },
    async *list(folder) {
      let token: string | undefined;
      do {
        const page = await client.send(
          new sdk.ListObjectsV2Command({
            Bucket: config.bucket,
            Prefix: name(`${folder}/`),
            ...(token ? { ContinuationToken: token } : {}),
          }),
        );
        for (const object of page.Contents ?? []) {
          if (!object.Key || !object.LastModified) continue;
          yield { key: object.Key.slice(config.prefix.length), modifiedAt: object.LastModified };
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },
  };
}
