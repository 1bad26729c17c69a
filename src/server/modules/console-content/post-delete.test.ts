import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSOLE_NOT_FOUND_MESSAGE } from '../../../shared/console.js';
import type { ConsolePost } from '../../../shared/console-content.js';
import { blogCategories } from '../../db/schema.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { staffCookie } from '../console-access/console-test-helpers.js';
import { auditCount, lastAudit, testPicture, uploadTo } from './content-test-helpers.js';

let t: TestApp;
let admin: string;
let categoryId: number;

beforeAll(async () => {
  t = await createTestApp({ seed: true, env: { RATE_LIMITS: 'false' } });
  admin = (await staffCookie(t.app, t.db, null)).cookie;
  const [cat] = await t.db.select().from(blogCategories).limit(1);
  categoryId = cat!.id;
});
afterAll(() => t.close());

const send = (method: 'POST' | 'DELETE' | 'GET', url: string, payload?: object, cookie = admin) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

async function uploadCover() {
  const res = await uploadTo(
    t,
    admin,
    '/api/console/content/blog-covers',
    await testPicture(800, 600),
  );
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ imageUrl: string }>().imageUrl;
}

async function livePost(title: string, imageUrl: string) {
  const res = await send('POST', '/api/console/content/posts', {
    title,
    categoryId,
    imageUrl,
    bodyHtml: '<p>Barnawapara at dawn: bison by the road, so drive slowly.</p>',
  });
  expect(res.statusCode, res.body).toBe(201);
  const post = res.json<ConsolePost>();
  await send('POST', `/api/console/content/posts/${post.id}/status`, { status: 'live' });
  return post;
}

const coverFile = (url: string) => path.join(t.config.mediaDir, 'blog', path.basename(url));

describe('deleting a post in the console', () => {
  it('takes it off the blog, audits what it was and removes its cover picture', async () => {
    const cover = await uploadCover();
    const post = await livePost('Barnawapara safari drive', cover);
    expect((await t.app.inject(`/api/blogs/${post.id}`)).statusCode).toBe(200);
    expect((await t.app.inject(cover)).statusCode).toBe(200);

    const res = await send('DELETE', `/api/console/content/posts/${post.id}`);
    expect(res.statusCode, res.body).toBe(204);

    expect((await t.app.inject(`/api/blogs/${post.id}`)).statusCode).toBe(404);
    expect((await send('GET', `/api/console/content/posts/${post.id}`)).statusCode).toBe(404);
    expect(fs.existsSync(coverFile(cover))).toBe(false);
    expect((await t.app.inject(cover)).statusCode).toBe(404);
    expect(await lastAudit(t.db, 'post', post.id)).toMatchObject({
      action: 'post.delete',
      before: { id: post.id, title: 'Barnawapara safari drive', status: 'live', imageUrl: cover },
      after: null,
    });
  });

  it('keeps a cover another post still shows', async () => {
    const cover = await uploadCover();
    const first = await livePost('Two posts, one picture (a)', cover);
    await livePost('Two posts, one picture (b)', cover);
    expect((await send('DELETE', `/api/console/content/posts/${first.id}`)).statusCode).toBe(204);
    expect(fs.existsSync(coverFile(cover))).toBe(true);
  });

  it('answers 404 for an unknown post and refuses branch staff, changing nothing', async () => {
    const before = await auditCount(t.db);
    const unknown = await send('DELETE', '/api/console/content/posts/999999');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(CONSOLE_NOT_FOUND_MESSAGE);

    const cover = await uploadCover();
    const post = await livePost('Kept from branch staff', cover);
    const branchStaff = (await staffCookie(t.app, t.db, 'Bhilai')).cookie;
    const refused = await send(
      'DELETE',
      `/api/console/content/posts/${post.id}`,
      undefined,
      branchStaff,
    );
    // Content is the admins': the role is refused before the post is looked up (decision 0029).
    expect(refused.statusCode).toBe(403);
    expect((await t.app.inject(`/api/blogs/${post.id}`)).statusCode).toBe(200);
    expect(fs.existsSync(coverFile(cover))).toBe(true);
    // Only the two posts' own entries (create, publish) were written.
    expect(await auditCount(t.db)).toBe(before + 2);
  });
});
