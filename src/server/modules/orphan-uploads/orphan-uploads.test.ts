import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConsoleCar } from '../../../shared/console-fleet.js';
import { blogCategories } from '../../db/schema.js';
import { multipart } from '../../test/multipart.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createLoginCustomer, loginCookie } from '../auth/auth-test-helpers.js';
import { firstCarOf, staffCookie } from '../console-access/console-test-helpers.js';
import { testPicture } from '../console-content/content-test-helpers.js';
import { ORPHAN_UPLOAD_SWEEP_QUEUE } from './orphan-uploads.job.js';
import { customerWithStrayPhoto } from './orphan-uploads-test-helpers.js';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp({ seed: true, env: { RATE_LIMITS: 'false' } });
  admin = (await staffCookie(t.app, t.db, null)).cookie;
});
afterAll(() => t.close());

async function send(method: 'POST' | 'PUT', url: string, cookie: string, file: Buffer) {
  const { payload, headers } = multipart(file, 'a.png', 'image/png');
  const res = await t.app.inject({ method, url, headers: { ...headers, cookie }, payload });
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res.json<{ imageUrl: string }>();
}
const upload = async (url: string, cookie = admin) =>
  (await send('POST', url, cookie, await testPicture(800, 600))).imageUrl;

const mediaFile = (url: string) => path.join(t.config.mediaDir, url.replace(/^\/media\//, ''));
const carSizes = (url: string) => [url, url.replace(/-800\.jpg$/, '-1600.jpg')].map(mediaFile);
const exists = (file: string) =>
  fs.access(file).then(
    () => true,
    () => false,
  );

/** Dates files back past the 24-hour grace period, as if uploaded yesterday. */
async function age(files: string[]) {
  const yesterday = new Date(Date.now() - 25 * 3_600_000);
  for (const file of files) await fs.utimes(file, yesterday, yesterday);
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

/** What the hourly schedule enqueues. */
async function sweep() {
  await t.jobs.send(t.db, ORPHAN_UPLOAD_SWEEP_QUEUE, {});
  t.jobs.kick(ORPHAN_UPLOAD_SWEEP_QUEUE);
  await t.jobs.idle();
}

describe('the orphan upload sweep', () => {
  it('deletes old console pictures no record uses, and keeps used and recent ones', async () => {
    const cover = await upload('/api/console/content/blog-covers');
    const inText = await upload('/api/console/content/blog-covers');
    const abandonedCover = await upload('/api/console/content/blog-covers');
    const abandonedGallery = await upload('/api/console/content/gallery/photos');
    const [category] = await t.db.select().from(blogCategories).limit(1);
    const post = await t.app.inject({
      method: 'POST',
      url: '/api/console/content/posts',
      headers: { cookie: admin },
      payload: {
        title: 'Monsoon drive to Chitrakote',
        categoryId: category!.id,
        imageUrl: cover,
        bodyHtml: `<p>The falls in August.</p><img src="${inText}" alt="Chitrakote falls">`,
      },
    });
    expect(post.statusCode, post.body).toBe(201);

    const car = await firstCarOf(t.db, 'Raipur');
    const photoUrl = `/api/console/cars/${car.id}/photo`;
    const replaced = (await send('PUT', photoUrl, admin, await testPicture(1200, 800))).imageUrl;
    const current = (await send('PUT', photoUrl, admin, await testPicture(1200, 800))).imageUrl;

    const customer = await createLoginCustomer(t.db);
    const cookie = await loginCookie(t.app, customer.email, customer.password);
    const abandonedMemberCover = await upload('/api/learning/blog-images', cookie);

    const old = [cover, inText, abandonedCover, abandonedGallery, abandonedMemberCover];
    await age([...old.map(mediaFile), ...carSizes(replaced), ...carSizes(current)]);
    const recent = await upload('/api/console/content/gallery/photos');

    await sweep();

    for (const kept of [cover, inText, recent].map(mediaFile))
      expect(await exists(kept)).toBe(true);
    for (const kept of carSizes(current)) expect(await exists(kept)).toBe(true);
    for (const gone of [abandonedCover, abandonedGallery, abandonedMemberCover].map(mediaFile)) {
      expect(await exists(gone)).toBe(false);
    }
    for (const gone of carSizes(replaced)) expect(await exists(gone)).toBe(false);
    // The site still shows the pictures in use, and the generated car pictures are untouched.
    expect((await t.app.inject(cover)).statusCode).toBe(200);
    expect((await t.app.inject(current)).statusCode).toBe(200);
    const other = await firstCarOf(t.db, 'Bhilai');
    expect((await t.app.inject(other.imageUrl)).statusCode).toBe(200);
    const card = await t.app.inject({
      url: `/api/console/cars/${car.id}`,
      headers: { cookie: admin },
    });
    expect(card.json<ConsoleCar>().imageUrl).toBe(current);
  });

  it('keeps identity documents and photos in use; deletes a stored photo no record names', async () => {
    if (t.config.uploads.kind !== 'disk') throw new Error('this test reads the upload directory');
    const { customer, cookie, stray } = await customerWithStrayPhoto(t);
    const uploadsDir = t.config.uploads.dir;
    await age(await filesUnder(uploadsDir));

    await sweep();

    const left = (await filesUnder(uploadsDir)).map((f) => path.relative(uploadsDir, f));
    expect(left).not.toContain(stray);
    expect(left.filter((k) => k.startsWith(`documents/${customer.id}/`))).toHaveLength(1);
    expect(left.filter((k) => k.startsWith(`photos/${customer.id}/`))).toHaveLength(1);
    const photo = await t.app.inject({ url: '/api/account/photo', headers: { cookie } });
    expect(photo.statusCode).toBe(200);
    const documents = await t.app.inject({ url: '/api/account/documents', headers: { cookie } });
    const [licence] = documents.json<{ documents: { url: string }[] }>().documents;
    expect((await t.app.inject({ url: licence!.url, headers: { cookie } })).statusCode).toBe(200);
  });
});
