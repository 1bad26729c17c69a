import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog } from '../../db/schema.js';
import type { BlogDraft, MyBlogsPage } from '../../../shared/learning-blogs.js';
import { myBlogsFooter } from '../../../shared/learning-blogs.js';
import type { BlogListResponse } from '../../../shared/content.js';
import { multipart } from '../../test/multipart.js';
import type { TestApp } from '../../test/test-app.js';
import { learningApp, staffCookie, studentCookie } from './learning-test-helpers.js';

describe('My Blogs', () => {
  let t: TestApp;
  let author: string;
  let staff: string;
  let categoryId: number;
  let imageUrl: string;
  const draft = (over: Partial<BlogDraft> = {}): BlogDraft => ({
    title: 'My first highway drive to Bilaspur',
    categoryId,
    imageUrl,
    bodyHtml:
      '<p>I drove NH-130 for the first time after the highway course.</p><script>x()</script>',
    ...over,
  });
  const call = (cookie: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

  beforeAll(async () => {
    t = await learningApp();
    author = (await studentCookie(t)).cookie;
    staff = await staffCookie(t);
    categoryId = (
      (await t.app.inject('/api/blog-categories')).json() as { categories: { id: number }[] }
    ).categories[0]!.id;
  });
  afterAll(() => t.close());

  it('uploads a cover image checked by its content', async () => {
    const png = await sharp({
      create: { width: 40, height: 20, channels: 3, background: '#123456' },
    })
      .png()
      .toBuffer();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/learning/blog-images',
      ...multipart(png, 'c.png', 'image/png'),
      headers: { ...multipart(png, 'c.png', 'image/png').headers, cookie: author },
    });
    expect(res.statusCode).toBe(201);
    imageUrl = res.json().imageUrl;
    expect(imageUrl).toMatch(/^\/media\/blog\/member-[a-f0-9]{32}\.jpg$/);
    expect((await t.app.inject(imageUrl)).statusCode).toBe(200);
    const fake = multipart(Buffer.from('<svg onload=alert(1)>'), 'c.png', 'image/png');
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/learning/blog-images',
      payload: fake.payload,
      headers: { ...fake.headers, cookie: author },
    });
    expect(bad.statusCode).toBe(415);
  });

  it('writes a blog On Review, shows it Live with its author after staff review', async () => {
    const empty = (await call(author, 'GET', '/api/learning/my-blogs')).json() as MyBlogsPage;
    expect(empty).toMatchObject({ blogs: [], count: 0, pageCount: 1 });
    const res = await call(author, 'POST', '/api/learning/my-blogs', draft());
    expect(res.statusCode).toBe(201);
    const { blogid } = res.json();
    const edit = (await call(author, 'GET', `/api/learning/my-blogs/${blogid}`)).json();
    expect(edit.status).toBe('review');
    expect(edit.draft.bodyHtml).not.toContain('script');
    const publicBefore = (
      await t.app.inject('/api/blogs?keyword=Bilaspur')
    ).json() as BlogListResponse;
    expect(publicBefore.blogs.map((b) => b.id)).not.toContain(blogid);

    expect((await call(author, 'GET', '/api/learning/staff/blogs')).statusCode).toBe(403);
    await call(staff, 'POST', `/api/learning/staff/blogs/${blogid}/decision`, { decision: 'live' });
    // The decision goes through the console's post status path, so it is audited.
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.recordType, 'post'), eq(auditLog.recordId, String(blogid))));
    expect(entry).toMatchObject({ action: 'post.live', after: { status: 'live' } });
    const publicAfter = (
      await t.app.inject('/api/blogs?keyword=first%20highway')
    ).json() as BlogListResponse;
    const card = publicAfter.blogs.find((b) => b.id === blogid)!;
    expect(card.authorName).toMatch(/^Test /);
    // Issue 21: just published, it leads /blogs (it was 6th, under the seed's featured posts).
    const blogList = (await t.app.inject('/api/blogs')).json() as BlogListResponse;
    expect(blogList.blogs[0]!.id).toBe(blogid);

    const warned = await call(
      author,
      'PUT',
      `/api/learning/my-blogs/${blogid}`,
      draft({ title: 'My first highway drive, edited' }),
    );
    expect(warned.statusCode).toBe(409);
    expect(warned.json().message).toBe('Are you sure, You want to update the Blog?');
    const saved = await call(
      author,
      'PUT',
      `/api/learning/my-blogs/${blogid}`,
      draft({ confirmBackToReview: true }),
    );
    expect(saved.json()).toEqual({ blogid, status: 'review' });
  });

  it('searches, sorts and pages five a page with the footer line; others cannot edit', async () => {
    for (let i = 1; i <= 5; i++)
      await call(
        author,
        'POST',
        '/api/learning/my-blogs',
        draft({ title: `Monsoon driving tip ${i}` }),
      );
    const page1 = (
      await call(author, 'GET', '/api/learning/my-blogs?sortby=a2z')
    ).json() as MyBlogsPage;
    expect(page1).toMatchObject({ count: 6, pageCount: 2, page: 1 });
    expect(page1.blogs).toHaveLength(5);
    expect(myBlogsFooter(page1)).toBe('Showing Page 1 of Total page 2 from 6 Records');
    const found = (
      await call(author, 'GET', '/api/learning/my-blogs?keyword=monsoon&sortby=z2a')
    ).json() as MyBlogsPage;
    expect(found.blogs.map((b) => b.title)).toEqual(
      [5, 4, 3, 2, 1].map((n) => `Monsoon driving tip ${n}`),
    );

    const other = (await studentCookie(t)).cookie;
    expect(
      (await call(other, 'GET', `/api/learning/my-blogs/${page1.blogs[0]!.blogid}`)).statusCode,
    ).toBe(404);
    expect(
      (await call(other, 'PUT', `/api/learning/my-blogs/${page1.blogs[0]!.blogid}`, draft()))
        .statusCode,
    ).toBe(404);
    const bad = await call(
      author,
      'POST',
      '/api/learning/my-blogs',
      draft({ imageUrl: 'https://evil.example/x.jpg' }),
    );
    expect(bad.json().message).toBe('Please upload a cover image.');
    const noCategory = await call(
      author,
      'POST',
      '/api/learning/my-blogs',
      draft({ categoryId: 999999 }),
    );
    expect(noCategory.json().message).toBe('Please choose a category.');
  });
});
