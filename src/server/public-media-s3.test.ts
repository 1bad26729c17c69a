import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConsoleCar } from '../shared/console-fleet.js';
import { multipart } from './test/multipart.js';
import { startS3Server } from './test/s3-server.js';
import { createTestApp, type TestApp } from './test/test-app.js';
import { firstCarOf, staffCookie } from './modules/console-access/console-test-helpers.js';
import { testPicture, uploadTo } from './modules/console-content/content-test-helpers.js';

/**
 * With S3_BUCKET set, the site's public pictures live in the bucket too, so a photo one server
 * process stores is served by every other, on any machine; nothing is written to DATA_DIR.
 */
describe('public pictures in an S3-compatible bucket', () => {
  let s3: Awaited<ReturnType<typeof startS3Server>>;
  let t: TestApp;
  let cookie: string;

  beforeAll(async () => {
    s3 = await startS3Server();
    t = await createTestApp({ seed: true, env: { RATE_LIMITS: 'false', ...s3.env } });
    cookie = (await staffCookie(t.app, t.db, null)).cookie;
  });
  afterAll(async () => {
    await t.close();
    await s3.close();
  });

  const mediaOnDisk = () =>
    fs.existsSync(t.config.mediaDir) ? fs.readdirSync(t.config.mediaDir, { recursive: true }) : [];

  it('stores the seeded drawings in the bucket and serves them from it', async () => {
    const keys = await s3.keys();
    const car = await firstCarOf(t.db, 'Bhilai');
    expect(keys).toContain(car.imageUrl.replace(/^\//, ''));
    expect(keys.some((k) => k.startsWith('media/blog/'))).toBe(true);
    expect(keys.some((k) => k.startsWith('media/gallery/'))).toBe(true);
    expect(mediaOnDisk().filter((f) => String(f).includes('.'))).toEqual([]);

    const res = await t.app.inject(car.imageUrl);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml');
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    expect(res.body).toContain('<svg');
  });

  it('serves a car photo uploaded in the console from the bucket, in both sizes', async () => {
    const car = await firstCarOf(t.db, 'Raipur');
    const photo = await sharp({
      create: { width: 1800, height: 1200, channels: 3, background: '#2a7f9e' },
    })
      .png()
      .toBuffer();
    const { payload, headers } = multipart(photo, 'car.png', 'image/png');
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/console/cars/${car.id}/photo`,
      headers: { ...headers, cookie },
      payload,
    });
    expect(res.statusCode, res.body).toBe(200);
    const { imageUrl } = res.json<ConsoleCar>();
    for (const width of [800, 1600]) {
      const url = imageUrl.replace('-800', `-${width}`);
      expect(await s3.keys()).toContain(url.replace(/^\//, ''));
      const served = await t.app.inject(url);
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/jpeg');
      expect((await sharp(served.rawPayload).metadata()).width).toBe(width);
    }
    expect(fs.existsSync(path.join(t.config.mediaDir, 'cars', path.basename(imageUrl)))).toBe(
      false,
    );
  });

  it('removes a deleted post’s cover from the bucket', async () => {
    const upload = await uploadTo(
      t,
      cookie,
      '/api/console/content/blog-covers',
      await testPicture(1600, 1200),
    );
    expect(upload.statusCode, upload.body).toBe(201);
    const cover = upload.json<{ imageUrl: string }>().imageUrl;
    expect((await t.app.inject(cover)).statusCode).toBe(200);
    const post = await t.app.inject({
      method: 'POST',
      url: '/api/console/content/posts',
      headers: { cookie },
      payload: {
        title: 'Night drive rules on NH-53',
        categoryId: 1,
        imageUrl: cover,
        bodyHtml: '<p>Dip your lights for oncoming trucks.</p>',
      },
    });
    expect(post.statusCode, post.body).toBe(201);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/console/content/posts/${post.json<{ id: number }>().id}`,
      headers: { cookie },
    });
    expect(deleted.statusCode).toBe(204);
    expect(await s3.keys()).not.toContain(cover.replace(/^\//, ''));
    expect((await t.app.inject(cover)).statusCode).toBe(404);
  });

  it('answers 404 for a name that is not stored or not one of ours', async () => {
    for (const url of [
      '/media/cars/car-999999.svg',
      '/media/courses/none.jpg',
      '/media/cars/..%2F..%2Fdocuments%2F1%2Fa.jpg',
      '/media/cars/.hidden.svg',
      '/media/blog/page.html',
    ]) {
      expect((await t.app.inject(url)).statusCode, url).toBe(404);
    }
  });
});
