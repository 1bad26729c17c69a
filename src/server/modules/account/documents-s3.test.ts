import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart } from '../../test/multipart.js';
import { startS3Server } from '../../test/s3-server.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createLoginCustomer, loginCookie } from '../auth/auth-test-helpers.js';

const picture = (background: string) =>
  sharp({ create: { width: 40, height: 30, channels: 3, background } })
    .jpeg()
    .toBuffer();

describe('uploads in an S3-compatible bucket (S3_BUCKET)', () => {
  let s3: Awaited<ReturnType<typeof startS3Server>>;
  let t: TestApp;
  let bucketKeys: () => Promise<string[]>;

  beforeAll(async () => {
    s3 = await startS3Server();
    t = await createTestApp({ env: { RATE_LIMITS: 'false', ...s3.env } });
    bucketKeys = s3.keys;
  });
  afterAll(async () => {
    await t.close();
    await s3.close();
  });

  async function customer() {
    const user = await createLoginCustomer(t.db);
    return { user, cookie: await loginCookie(t.app, user.email, user.password) };
  }
  const put = (cookie: string, url: string, file: Buffer) =>
    t.app.inject({
      method: 'PUT',
      url,
      payload: multipart(file, 'a.jpg', 'image/jpeg').payload,
      headers: { ...multipart(file, 'a.jpg', 'image/jpeg').headers, cookie },
    });

  it('keeps a document in the bucket and gives it to its owner only', async () => {
    const owner = await customer();
    const res = await put(
      owner.cookie,
      '/api/account/documents/licence_img',
      await picture('#123456'),
    );
    expect(res.statusCode).toBe(200);
    const keys = await bucketKeys();
    expect(keys.some((k) => k.startsWith(`documents/${owner.user.id}/`))).toBe(true);
    expect(fs.existsSync(path.join(t.config.dataDir, 'uploads'))).toBe(false);

    const file = await t.app.inject({ url: res.json().url, headers: { cookie: owner.cookie } });
    expect(file.statusCode).toBe(200);
    expect(file.headers['cache-control']).toBe('private, no-store');
    expect((await sharp(file.rawPayload).metadata()).width).toBe(40);

    const other = await customer();
    const denied = await t.app.inject({ url: res.json().url, headers: { cookie: other.cookie } });
    expect(denied.statusCode).toBe(404);
    expect((await t.app.inject({ url: res.json().url })).statusCode).toBe(401);
  });

  it('removes the replaced photo from the bucket', async () => {
    const { user, cookie } = await customer();
    expect((await put(cookie, '/api/account/photo', await picture('#aa0000'))).statusCode).toBe(
      200,
    );
    const first = (await bucketKeys()).filter((k) => k.startsWith(`photos/${user.id}/`));
    expect(first).toHaveLength(1);
    expect((await put(cookie, '/api/account/photo', await picture('#00aa00'))).statusCode).toBe(
      200,
    );
    const second = (await bucketKeys()).filter((k) => k.startsWith(`photos/${user.id}/`));
    expect(second).toHaveLength(1);
    expect(second[0]).not.toBe(first[0]);
    const photo = await t.app.inject({ url: '/api/account/photo', headers: { cookie } });
    const { dominant } = await sharp(photo.rawPayload).stats();
    expect(dominant.g).toBeGreaterThan(dominant.r);
  });
});
