import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { diskStorage } from '../../lib/storage/disk-storage.js';
import { startS3Server } from '../../test/s3-server.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { removeOrphanUploads } from './orphan-uploads.service.js';
import { customerWithStrayPhoto } from './orphan-uploads-test-helpers.js';

describe('the orphan upload sweep on an S3-compatible bucket', () => {
  let s3: Awaited<ReturnType<typeof startS3Server>>;
  let t: TestApp;
  let bucketKeys: () => Promise<string[]>;

  beforeAll(async () => {
    s3 = await startS3Server();
    t = await createTestApp({ env: { RATE_LIMITS: 'false', S3_KEY_PREFIX: 'site/', ...s3.env } });
    bucketKeys = s3.keys;
  });
  afterAll(async () => {
    await t.close();
    await s3.close();
  });

  it('deletes a stored photo no record names once past the grace period, and nothing else', async () => {
    const { customer, cookie, uploads, stray } = await customerWithStrayPhoto(t);
    const stores = { media: diskStorage(t.config.mediaDir), uploads };
    const before = await bucketKeys();
    expect(before).toContain(`site/${stray}`);
    expect(before).toHaveLength(3);

    // Within the grace period: kept, the form that uploaded it may still save it.
    expect(await removeOrphanUploads(t.db, stores, 24)).toEqual({ media: [], uploads: [] });
    expect(await bucketKeys()).toHaveLength(3);

    const tomorrow = new Date(Date.now() + 25 * 3_600_000);
    expect(await removeOrphanUploads(t.db, stores, 24, tomorrow)).toEqual({
      media: [],
      uploads: [stray],
    });
    const after = await bucketKeys();
    expect(after).toHaveLength(2);
    expect(after.filter((k) => k.startsWith(`site/documents/${customer.id}/`))).toHaveLength(1);
    expect(after.filter((k) => k.startsWith(`site/photos/${customer.id}/`))).toHaveLength(1);
    const photo = await t.app.inject({ url: '/api/account/photo', headers: { cookie } });
    expect(photo.statusCode).toBe(200);
  });
});
