import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { and, asc, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConsolePost, ConsolePostList } from '../../../shared/console-content.js';
import type { BlogDetail, BlogListResponse } from '../../../shared/content.js';
import { blogCategories, blogs, outboxMessages } from '../../db/schema.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createCustomer } from '../../test/factories.js';
import { staffCookie } from '../console-access/console-test-helpers.js';
import { auditCount, expect400, lastAudit, testPicture, uploadTo } from './content-test-helpers.js';

let t: TestApp;
let admin: string;
let categoryId: number;
let cover: string;

beforeAll(async () => {
  t = await createTestApp({ seed: true, env: { RATE_LIMITS: 'false' } });
  admin = (await staffCookie(t.app, t.db, null)).cookie;
  const [cat] = await t.db.select().from(blogCategories).limit(1);
  categoryId = cat!.id;
  const res = await uploadTo(
    t,
    admin,
    '/api/console/content/blog-covers',
    await testPicture(1600, 1200),
  );
  expect(res.statusCode, res.body).toBe(201);
  cover = res.json<{ imageUrl: string }>().imageUrl;
});
afterAll(() => t.close());

const send = (method: 'POST' | 'PUT' | 'GET', url: string, payload?: object, cookie = admin) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

const draft = (over: Partial<Record<string, unknown>> = {}) => ({
  title: 'Monsoon drive to Chitrakote',
  categoryId,
  imageUrl: cover,
  bodyHtml: '<p>The falls are at their widest in August. Start early from Jagdalpur.</p>',
  ...over,
});

async function create(over: Partial<Record<string, unknown>> = {}) {
  const res = await send('POST', '/api/console/content/posts', draft(over));
  expect(res.statusCode, res.body).toBe(201);
  return res.json<ConsolePost>();
}

const publicBlog = (id: number) => t.app.inject(`/api/blogs/${id}`);

describe('console blog posts', () => {
  it('crops an uploaded cover to the 1200×630 the public blog shows, checked by content', async () => {
    expect(cover).toMatch(/^\/media\/blog\/console-[0-9a-f]+\.jpg$/);
    const file = path.join(t.config.mediaDir, 'blog', path.basename(cover));
    const meta = await sharp(fs.readFileSync(file)).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1200, 630]);
    const fake = await uploadTo(
      t,
      admin,
      '/api/console/content/blog-covers',
      Buffer.from('<svg onload=alert(1)>'),
      'x.png',
    );
    expect(fake.statusCode).toBe(415);
    expect(fake.json().message).toBe('Please upload a JPEG, PNG or WebP image.');
    const tiny = await uploadTo(
      t,
      admin,
      '/api/console/content/blog-covers',
      await testPicture(200, 100),
    );
    expect400(tiny, 'The image is too small: it must be at least 400 pixels wide.');
  });

  it('stores a new post On Review with its body sanitised, and audits it', async () => {
    const post = await create({
      bodyHtml:
        '<p onclick="steal()">Pack water.<script>alert(1)</script></p><a href="javascript:alert(1)">x</a><img src="x" onerror="y">',
    });
    expect(post.status).toBe('review');
    expect(post.bodyHtml).toBe('<p>Pack water.</p><a>x</a>');
    expect((await publicBlog(post.id)).statusCode).toBe(404);
    const entry = await lastAudit(t.db, 'post', post.id);
    expect(entry).toMatchObject({ action: 'post.create', before: null, branchId: null });
    expect((entry!.after as ConsolePost).bodyHtml).toBe(post.bodyHtml);
  });

  it('publishes a post onto the public blog at once, and unpublishes it', async () => {
    const post = await create({ title: 'Sirpur temples by car' });
    const live = await send('POST', `/api/console/content/posts/${post.id}/status`, {
      status: 'live',
    });
    expect(live.statusCode, live.body).toBe(200);
    const shown = await publicBlog(post.id);
    expect(shown.statusCode).toBe(200);
    expect(shown.json<BlogDetail>()).toMatchObject({
      title: 'Sirpur temples by car',
      imageUrl: cover,
    });
    const list = (await t.app.inject('/api/blogs?keyword=Sirpur')).json<BlogListResponse>();
    expect(list.blogs.map((b) => b.id)).toContain(post.id);
    // An edit of a Live post shows on the next read (no reply cache in between).
    const edited = await send(
      'PUT',
      `/api/console/content/posts/${post.id}`,
      draft({ title: 'Sirpur temples in a day' }),
    );
    expect(edited.json<ConsolePost>().status).toBe('live');
    expect((await publicBlog(post.id)).json<BlogDetail>().title).toBe('Sirpur temples in a day');
    await send('POST', `/api/console/content/posts/${post.id}/status`, { status: 'review' });
    expect((await publicBlog(post.id)).statusCode).toBe(404);
    expect(await lastAudit(t.db, 'post', post.id)).toMatchObject({
      action: 'post.review',
      before: { status: 'live', rejectReason: null },
      after: { status: 'review', rejectReason: null },
    });
  });

  it('rejects only with a reason, which the customer author sees', async () => {
    const author = await createCustomer(t.db);
    const post = await create({ title: 'My trip to Mainpat' });
    await t.db.update(blogs).set({ authorId: author.id }).where(eq(blogs.id, post.id));
    const before = await auditCount(t.db);
    const noReason = await send('POST', `/api/console/content/posts/${post.id}/status`, {
      status: 'rejected',
      reason: ' ',
    });
    expect400(noReason, 'Please give the reason for rejecting it.');
    expect(await auditCount(t.db)).toBe(before);
    const res = await send('POST', `/api/console/content/posts/${post.id}/status`, {
      status: 'rejected',
      reason: 'Please add photos you took yourself.',
    });
    expect(res.json<ConsolePost>()).toMatchObject({
      status: 'rejected',
      rejectReason: 'Please add photos you took yourself.',
      authorName: author.name,
    });
  });

  it('mails a customer author the decision and its reason, as the review queue does (issue 21)', async () => {
    const mailsTo = async (email: string) => {
      await t.events.idle(); // sent from the committed decision, off the request
      return t.db
        .select({ subject: outboxMessages.subject, text: outboxMessages.text })
        .from(outboxMessages)
        .where(and(eq(outboxMessages.recipient, email), eq(outboxMessages.channel, 'email')))
        .orderBy(asc(outboxMessages.id));
    };
    const author = await createCustomer(t.db, { language: 'en' });
    const post = await create({ title: 'Night drive to Sirpur' });
    await t.db.update(blogs).set({ authorId: author.id }).where(eq(blogs.id, post.id));
    await send('POST', `/api/console/content/posts/${post.id}/status`, {
      status: 'rejected',
      reason: 'Please say which road you took.',
    });
    const [rejected, ...none] = await mailsTo(author.email);
    expect(none).toEqual([]);
    expect(rejected!.subject).toBe('Your blog "Night drive to Sirpur" was not published');
    expect(rejected!.text).toContain('Reason: Please say which road you took.');
    expect(rejected!.text).toContain('/user/page/myblog');

    await send('POST', `/api/console/content/posts/${post.id}/status`, { status: 'live' });
    const mails = await mailsTo(author.email);
    expect(mails).toHaveLength(2);
    expect(mails[1]!.subject).toBe('Your blog "Night drive to Sirpur" is published');
    expect(mails[1]!.text).toContain(`/blog/${post.id}/`);
    // Unpublishing is not a decision on the author's work: no mail.
    await send('POST', `/api/console/content/posts/${post.id}/status`, { status: 'review' });
    expect(await mailsTo(author.email)).toHaveLength(2);

    // The business's own post has no author to mail.
    const ours = await create({ title: 'Our monsoon offers' });
    const outbox = await t.db.select({ n: count() }).from(outboxMessages);
    await send('POST', `/api/console/content/posts/${ours.id}/status`, { status: 'live' });
    await t.events.idle();
    expect(await t.db.select({ n: count() }).from(outboxMessages)).toEqual(outbox);
  });

  it('answers 400 with a clear message and changes nothing for bad input', async () => {
    const post = await create({ title: 'Unchanged title' });
    const before = await auditCount(t.db);
    const cases: [object, string][] = [
      [draft({ title: '  ' }), 'Please enter the title.'],
      [draft({ categoryId: 0 }), 'Please choose a category.'],
      [draft({ categoryId: 999_999 }), 'Please choose a category.'],
      [draft({ imageUrl: 'https://evil.example/x.jpg' }), 'Please upload a cover image.'],
      [draft({ bodyHtml: '<p>   </p>' }), 'Please write the post.'],
      [
        draft({ bodyHtml: '<script>alert("a long enough script")</script>' }),
        'Please write the post.',
      ],
    ];
    for (const [payload, message] of cases) {
      expect400(await send('PUT', `/api/console/content/posts/${post.id}`, payload), message);
    }
    expect400(
      await send('POST', `/api/console/content/posts/${post.id}/status`, { status: 'gone' }),
      'The status must be live, review or rejected.',
    );
    expect(await auditCount(t.db)).toBe(before);
    expect(
      (await send('GET', `/api/console/content/posts/${post.id}`)).json<ConsolePost>().title,
    ).toBe('Unchanged title');
  });

  it('lists every post with search, status filter and paging, On Review first', async () => {
    await create({ title: 'Kanger valley caves' });
    const all = (await send('GET', '/api/console/content/posts')).json<ConsolePostList>();
    expect(all.posts[0]!.status).toBe('review');
    expect(all.total).toBeGreaterThan(all.posts.length - 1);
    const found = (
      await send('GET', '/api/console/content/posts?keyword=kanger')
    ).json<ConsolePostList>();
    expect(found.posts.map((p) => p.title)).toEqual(['Kanger valley caves']);
    const live = (
      await send('GET', '/api/console/content/posts?status=live')
    ).json<ConsolePostList>();
    expect(live.posts.length).toBeGreaterThan(0);
    expect(live.posts.every((p) => p.status === 'live')).toBe(true);
    const page2 = (await send('GET', '/api/console/content/posts?page=2')).json<ConsolePostList>();
    expect(page2.page).toBe(2);
    expect(page2.posts.map((p) => p.id)).not.toContain(all.posts[0]!.id);
  });

  it('manages categories: add, rename, refuse a repeated name', async () => {
    const add = await send('POST', '/api/console/content/categories', { title: 'Hill stations' });
    expect(add.statusCode, add.body).toBe(201);
    const { id } = add.json<{ id: number }>();
    expect400(
      await send('POST', '/api/console/content/categories', { title: 'hill STATIONS' }),
      'A category with this name already exists.',
    );
    const renamed = await send('PUT', `/api/console/content/categories/${id}`, {
      title: 'Hill stations and forts',
    });
    expect(renamed.json()).toMatchObject({
      title: 'Hill stations and forts',
      slug: 'hill-stations-and-forts',
    });
    expect(await lastAudit(t.db, 'category', id)).toMatchObject({
      action: 'category.update',
      before: { title: 'Hill stations' },
      after: { title: 'Hill stations and forts' },
    });
    const cats = (await t.app.inject('/api/blog-categories')).json<{
      categories: { title: string }[];
    }>();
    expect(cats.categories.map((c) => c.title)).toContain('Hill stations and forts');
  });
});
