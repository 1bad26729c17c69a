import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import S3rver from 's3rver';

/** An S3-compatible server (s3rver) on loopback with one empty bucket, for the S3 upload path. */
export async function startS3Server() {
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), 'selfdrive-s3-'));
  const bucket = 'selfdrive-uploads';
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const client = new S3Client({
    region: 'us-east-1',
    endpoint: `http://127.0.0.1:${port}`,
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  return {
    bucket,
    /** Every object key in the bucket, as the store lists it (key prefix included). */
    keys: async () =>
      ((await client.send(new ListObjectsV2Command({ Bucket: bucket }))).Contents ?? []).map(
        (o) => o.Key!,
      ),
    /** Stores an object as any client would. */
    put: async (key: string, body: string | Buffer) =>
      void (await client.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: body }))),
    /** An object's bytes. */
    get: async (key: string) => {
      const { Body } = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
      return Buffer.from(await Body!.transformToByteArray());
    },
    /** Makes an object look written at `when` (s3rver reports its file's mtime as LastModified). */
    backdate: async (key: string, when: Date) => {
      const parts = key.split('/');
      const file = path.join(
        directory,
        bucket,
        ...parts.slice(0, -1),
        `${parts.at(-1)}._S3rver_object`,
      );
      await fs.utimes(file, when, when);
    },
    /** The environment that points the app's uploads at this server. */
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    },
    close: async () => {
      await server.close();
      await fs.rm(directory, { recursive: true, force: true });
    },
  };
}
