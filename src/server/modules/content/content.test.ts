import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type {
  BlogCategoriesResponse,
  BlogDetail,
  BlogListResponse,
  FaqListResponse,
  GalleryResponse,
  InfoPage,
} from '../../../shared/content.js';
import { blogs, cancellationRules, faqs } from '../../db/schema.js';
import { BLOGS, FAQS, GALLERY_TITLES } from '../../seed/content-data.js';
import { seedContent } from '../../seed/seed-content.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { insertBlogs, upsertInfoPage } from './content-writes.service.js';
import { createPublicMedia } from '../../lib/storage/public-media.js';

describe('content API', () => {
  let t: TestApp;
  const get = async <T>(url: string) => {
    const res = await t.app.inject(url);
    return { status: res.statusCode, body: res.json() as T };
  };
  const listBlogs = async (query = '') => (await get<BlogListResponse>(`/api/blogs${query}`)).body;

  beforeAll(async () => {
    t = await createTestApp({ seed: true });
  });
  afterAll(() => t.close());

  describe('blog list', () => {
    it('pages the seeded posts nine at a time, newest first', async () => {
      const first = await listBlogs();
      expect(first.total).toBe(BLOGS.length);
      expect(first.pageSize).toBe(9);
      expect(first.blogs).toHaveLength(9);
      const second = await listBlogs('?page=2');
      expect(second.blogs).toHaveLength(BLOGS.length - 9);
      const ids = [...first.blogs, ...second.blogs].map((b) => b.id);
      expect(new Set(ids).size).toBe(BLOGS.length);
      const dates = [...first.blogs, ...second.blogs].map((b) => b.publishedAt);
      expect(dates).toEqual([...dates].sort().reverse());
      expect(first.blogs[0]!.imageUrl).toMatch(/^\/media\/blog\/[a-z0-9-]+\.svg$/);
    });

    it('lists the six most read posts for "trending"', async () => {
      const trending = await listBlogs('?sort=trending&limit=6');
      expect(trending.blogs).toHaveLength(6);
      const views = trending.blogs.map((b) => b.viewCount);
      expect(views).toEqual([...views].sort((a, b) => b - a));
      expect(views[0]).toBe(Math.max(...BLOGS.map((b) => b.views)));
    });

    it('searches titles and excerpts case-insensitively and treats % literally', async () => {
      const found = await listBlogs('?keyword=amarkantak');
      expect(found.blogs.map((b) => b.slug)).toEqual(['bilaspur-to-amarkantak-road-trip']);
      expect((await listBlogs('?keyword=zzz-nothing')).total).toBe(0);
      expect((await listBlogs('?keyword=%25')).total).toBe(0);
    });

    it('filters by category and counts posts per category', async () => {
      const { categories } = (await get<BlogCategoriesResponse>('/api/blog-categories')).body;
      expect(categories.map((c) => c.title)).toEqual([
        'City Guides',
        'Driving Tips',
        'Road Trips',
        'Self-Drive Basics',
      ]);
      expect(categories.reduce((n, c) => n + c.postCount, 0)).toBe(BLOGS.length);
      const roadTrips = categories.find((c) => c.slug === 'road-trips')!;
      const list = await listBlogs(`?category=${roadTrips.id}`);
      expect(list.total).toBe(roadTrips.postCount);
      expect(list.blogs.length).toBeGreaterThan(0);
      expect(list.blogs.every((b) => b.categoryTitle === 'Road Trips')).toBe(true);
    });

    it('answers 400 with a message for a bad page', async () => {
      const res = await get<{ message: string; field: string }>('/api/blogs?page=0');
      expect(res.status).toBe(400);
      expect(res.body.field).toBe('page');
      expect(res.body.message).toMatch(/page/);
    });
  });

  describe('blog detail', () => {
    it('returns the post with its HTML body and counts every read', async () => {
      const [card] = (await listBlogs('?keyword=Chitrakote')).blogs;
      const first = await get<BlogDetail>(`/api/blogs/${card!.id}`);
      expect(first.status).toBe(200);
      expect(first.body.title).toBe(card!.title);
      expect(first.body.bodyHtml).toContain('<h2>The route</h2>');
      expect(first.body.viewCount).toBe(card!.viewCount + 1);
      const second = await get<BlogDetail>(`/api/blogs/${card!.id}`);
      expect(second.body.viewCount).toBe(card!.viewCount + 2);
    });

    it('answers 404 for an unknown or unpublished post and 400 for a bad id', async () => {
      const missing = await get<{ message: string }>('/api/blogs/999999');
      expect(missing.status).toBe(404);
      expect(missing.body.message).toBe('This blog post does not exist or is no longer published.');
      const [hidden] = await t.db.select().from(blogs).limit(1);
      await t.db.update(blogs).set({ status: 'review' }).where(eq(blogs.id, hidden!.id));
      try {
        expect((await get(`/api/blogs/${hidden!.id}`)).status).toBe(404);
      } finally {
        await t.db.update(blogs).set({ status: hidden!.status }).where(eq(blogs.id, hidden!.id));
      }
      expect((await get('/api/blogs/abc')).status).toBe(400);
    });

    it('never gives back a stored script payload in runnable form', async () => {
      const categoryId = (await get<BlogCategoriesResponse>('/api/blog-categories')).body
        .categories[0]!.id;
      const payload =
        '<p>Hello<script>alert(1)</script></p><img src="x" onerror="alert(2)">' +
        '<a href="javascript:alert(3)">click</a><iframe src="https://evil.test"></iframe>' +
        '<p style="color:red" onclick="alert(4)">Styled</p><svg onload="alert(5)"></svg>';
      const [row] = await insertBlogs(t.db, [
        {
          categoryId,
          title: 'Payload post',
          slug: 'payload-post',
          imageUrl: '/media/blog/payload.svg',
          excerpt: 'x',
          bodyHtml: payload,
        },
      ]);
      const stored = await t.db.select().from(blogs).where(eq(blogs.id, row!.id));
      const { body } = await get<BlogDetail>(`/api/blogs/${row!.id}`);
      for (const html of [stored[0]!.bodyHtml, body.bodyHtml]) {
        expect(html).not.toMatch(/<script|onerror|onclick|onload|javascript:|<iframe|<svg|style=/i);
        expect(html).toContain('<p>Hello</p>');
        expect(html).toContain('Styled');
      }
    });
  });

  describe('gallery, FAQ and information pages', () => {
    it('pages the gallery 18 at a time with pictures that are served', async () => {
      const first = (await get<GalleryResponse>('/api/gallery')).body;
      expect(first.items).toHaveLength(18);
      expect(first.total).toBe(GALLERY_TITLES.length);
      expect(first.items[0]).toMatchObject({ title: GALLERY_TITLES[0], width: 800, height: 600 });
      const second = (await get<GalleryResponse>('/api/gallery?page=2')).body;
      expect(second.items.map((i) => i.title)).toEqual(GALLERY_TITLES.slice(18));
      const image = await t.app.inject(first.items[0]!.imageUrl);
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toContain('image/svg+xml');
      // A seeded post's cover (a test above may have published a newer one of its own).
      const seeded = (await listBlogs()).blogs.find((b) => BLOGS.some((s) => s.title === b.title));
      const blogImage = await t.app.inject(seeded!.imageUrl);
      expect(blogImage.statusCode).toBe(200);
    });

    it('lists FAQs on every topic the customers ask about, in order', async () => {
      const { faqs: list } = (await get<FaqListResponse>('/api/faqs')).body;
      expect(new Set(list.map((f) => f.topic))).toEqual(
        new Set([
          'Booking',
          'Documents',
          'Deposit',
          'Fuel and kilometres',
          'Cancellation',
          'Extension',
        ]),
      );
      expect(list[0]!.question).toBe('How do I book a self-drive car?');
      expect(list.map((f) => f.question)).toEqual(FAQS.map((f) => f.question));
    });

    it('serves the three policy pages and 404 for any other name', async () => {
      const names = {
        termandconditions: 'Terms and Conditions',
        privacy: 'Privacy Policy',
        RefundAndCancellation: 'Refund and Cancellation',
      };
      for (const [name, title] of Object.entries(names)) {
        const page = await get<InfoPage>(`/api/information/${name}`);
        expect(page.status).toBe(200);
        expect(page.body).toMatchObject({ name, title });
        expect(page.body.html.length).toBeGreaterThan(200);
      }
      const unknown = await get<{ message: string }>('/api/information/nothing-here');
      expect(unknown.status).toBe(404);
      expect(unknown.body.message).toBe('This information page does not exist.');
      expect((await get('/api/information/Privacy')).status).toBe(404);
    });

    it('states the cancellation rules from the database on the refund page, at request time', async () => {
      const before = (await get<InfoPage>('/api/information/RefundAndCancellation')).body.html;
      expect(before).toContain('<h2>Cancellation charges</h2><table>');
      expect(before).toContain('<td>Less than 24 hours</td><td>50% of the base fare</td>');
      expect(before).toContain('<td>72 hours or more</td><td>10% of the base fare</td>');
      const lessThan24h = eq(cancellationRules.minHoursBeforeStart, 0);
      const [rule] = await t.db.select().from(cancellationRules).where(lessThan24h);
      await t.db.update(cancellationRules).set({ deductionPercent: 40 }).where(lessThan24h);
      try {
        const after = (await get<InfoPage>('/api/information/RefundAndCancellation')).body.html;
        expect(after).toContain('<td>Less than 24 hours</td><td>40% of the base fare</td>');
      } finally {
        const { deductionPercent } = rule!;
        await t.db.update(cancellationRules).set({ deductionPercent }).where(lessThan24h);
      }
    });

    it('sanitises policy pages when they are written', async () => {
      await upsertInfoPage(t.db, {
        name: 'privacy',
        title: 'Privacy Policy',
        bodyHtml: '<p onmouseover="steal()">Kept</p><script>steal()</script>',
      });
      const page = (await get<InfoPage>('/api/information/privacy')).body;
      expect(page.html).toBe('<p>Kept</p>');
    });

    it('seeds content once: a second run adds nothing', async () => {
      const count = async () => (await t.db.select().from(faqs)).length;
      const before = await count();
      await seedContent(t.db, { media: createPublicMedia(t.config) });
      expect(await count()).toBe(before);
      expect((await listBlogs()).total).toBe(BLOGS.length + 1); // + the payload post above
    });
  });
});
