import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPublicMedia } from '../../lib/storage/public-media.js';
import { startS3Server } from '../../test/s3-server.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { removeOrphanUploads } from './orphan-uploads.service.js';
import { customerWithStrayPhoto } from './orphan-uploads-test-helpers.js';

describe('the orphan upload sweep on an S3-compatible bucket', () => {
  let s3: Awaited<ReturnType<typeof startS3Server>>;
  let t: TestApp;
  /** The private uploads' keys; the site's pictures are under site/media/. */
  let bucketKeys: () => Promise<string[]>;

  beforeAll(async () => {
    s3 = await startS3Server();
    t = await createTestApp({ env: { RATE_LIMITS: 'false', S3_KEY_PREFIX: 'site/', ...s3.env } });
    bucketKeys = async () => (await s3.keys()).filter((k) => !k.startsWith('site/media/'));
  });
  afterAll(async () => {
    await t.close();
    await s3.close();
  });

  it('deletes a stored photo and a picture no record names once past the grace period, and nothing else', async () => {
    const { customer, cookie, uploads, stray } = await customerWithStrayPhoto(t);
    const media = createPublicMedia(t.config);
    const strayCover = `blog/console-${'ab'.repeat(12)}.jpg`;
    await media.put(strayCover, Buffer.from('a cover no post kept'), 'image/jpeg');
    const stores = { media, uploads };
    const before = await bucketKeys();
    expect(before).toContain(`site/${stray}`);
    expect(before).toHaveLength(3);

    // Within the grace period: kept, the form that uploaded it may still save it.
    expect(await removeOrphanUploads(t.db, stores, 24)).toEqual({ media: [], uploads: [] });
    expect(await bucketKeys()).toHaveLength(3);

    const tomorrow = new Date(Date.now() + 25 * 3_600_000);
    expect(await removeOrphanUploads(t.db, stores, 24, tomorrow)).toEqual({
      media: [strayCover],
      uploads: [stray],
    });
    const pictures = (await s3.keys()).filter((k) => k.startsWith('site/media/'));
    expect(pictures).not.toContain(`site/media/${strayCover}`);
    // The seeded drawings (blog and gallery) are never swept.
    expect(pictures.length).toBeGreaterThan(0);
    const after = await bucketKeys();
    expect(after).toHaveLength(2);
    expect(after.filter((k) => k.startsWith(`site/documents/${customer.id}/`))).toHaveLength(1);
    expect(after.filter((k) => k.startsWith(`site/photos/${customer.id}/`))).toHaveLength(1);
    const photo = await t.app.inject({ url: '/api/account/photo', headers: { cookie } });
    expect(photo.statusCode).toBe(200);
  });
});
