import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
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
