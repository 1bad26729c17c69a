import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc } from 'drizzle-orm';
import { CONTACT_SUCCESS_MESSAGE } from '../../../shared/contact.js';
import type { BlogListResponse } from '../../../shared/content.js';
import { contactMessages, outboxMessages } from '../../db/schema.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

const INDEX_HTML = `<!doctype html><html><head><title>Home | X</title>
<meta name="description" content="Default description" /></head><body><div id="root"></div></body></html>`;

describe('contact form, sitemap, robots and Open Graph tags', () => {
  let t: TestApp;
  let webDir: string;
  let client = 0;
  // Each request from its own address unless one is given, so the rate limit stays out of the way.
  const post = (payload: unknown, remoteAddress = `10.0.0.${++client}`) =>
    t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: payload as object,
      remoteAddress,
    });
  const good = {
    name: 'Asha Verma',
    email: 'Asha@Example.in',
    phone: '98765 43210',
    message: 'Do you deliver to Supela?',
  };

  beforeAll(async () => {
    webDir = await fs.mkdtemp(path.join(os.tmpdir(), 'selfdrive-web-'));
    await fs.writeFile(path.join(webDir, 'index.html'), INDEX_HTML);
    await fs.mkdir(path.join(webDir, '.vite'));
    await fs.writeFile(
      path.join(webDir, '.vite', 'manifest.json'),
      JSON.stringify({
        'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_shared-1.js'] },
        '_shared-1.js': { file: 'assets/shared-1.js' },
        'features/blog/pages/blog-list-page.tsx': {
          file: 'assets/blog-list-page-1.js',
          imports: ['index.html', '_shared-1.js'],
        },
      }),
    );
    t = await createTestApp({
      seed: true,
      webDir,
      env: { BUSINESS_EMAIL: 'office@selfdrive.test', PUBLIC_URL: 'https://cars.example.in' },
    });
  });
  afterAll(async () => {
    await t.close();
    await fs.rm(webDir, { recursive: true, force: true });
  });

  it('stores a message with the phone in E.164 and e-mails the office', async () => {
    const res = await post(good);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: CONTACT_SUCCESS_MESSAGE });
    const [stored] = await t.db.select().from(contactMessages).orderBy(desc(contactMessages.id));
    expect(stored).toMatchObject({
      name: 'Asha Verma',
      email: 'asha@example.in',
      phone: '+919876543210',
      message: 'Do you deliver to Supela?',
    });
    const [mail] = await t.db.select().from(outboxMessages).orderBy(desc(outboxMessages.id));
    expect(mail!.recipient).toBe('office@selfdrive.test');
    expect(mail!.text).toContain('+919876543210');
    expect(mail!.text).toContain('Do you deliver to Supela?');
  });

  it('accepts an international number and no message', async () => {
    const res = await post({ name: 'Tom', email: 'tom@example.co.uk', phone: '+44 20 7946 0958' });
    expect(res.statusCode).toBe(200);
    const [stored] = await t.db.select().from(contactMessages).orderBy(desc(contactMessages.id));
    expect(stored).toMatchObject({ phone: '+442079460958', message: null });
  });

  it('answers 400 by field for a missing name, a bad e-mail or a bad phone', async () => {
    const cases: [object, string, string][] = [
      [{ ...good, name: '  ' }, 'name', 'Please enter your name.'],
      [{ ...good, email: 'asha@' }, 'email', 'Please enter a valid e-mail address.'],
      [{ ...good, phone: '12345' }, 'phone', 'Please enter a valid phone number.'],
    ];
    for (const [payload, field, message] of cases) {
      const res = await post(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ field, message });
    }
  });

  it('rejects oversized input with a readable message', async () => {
    const long = await post({ ...good, message: 'x'.repeat(2001) });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe('Message must be at most 2000 characters.');
    const huge = await post({ ...good, message: 'x'.repeat(20_000) });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().message).toMatch(/too large/i);
  });

  it('sends Open Graph tags in the HTML of a blog address', async () => {
    const { blogs } = (await t.app.inject('/api/blogs?keyword=Mainpat')).json() as BlogListResponse;
    const blog = blogs[0]!;
    const res = await t.app.inject(`/blog/${blog.id}/${blog.slug}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    const html = res.body;
    expect(html).toContain(`<title>${blog.title} | SelfDrive Chhattisgarh</title>`);
    expect(html).toContain(`<meta property="og:title" content="${blog.title}" />`);
    expect(html).toContain(
      `<meta property="og:image" content="https://cars.example.in${blog.imageUrl}" />`,
    );
    expect(html).toContain(
      `<link rel="canonical" href="https://cars.example.in/blog/${blog.id}/${blog.slug}" />`,
    );
    expect(html).not.toContain('Default description');
    expect(html).toContain(
      `<link rel="preload" as="image" href="${blog.imageUrl}" fetchpriority="high" />`,
    );
    // Reading the page's HTML is not a view of the post.
    const after = (await t.app.inject('/api/blogs?keyword=Mainpat')).json() as BlogListResponse;
    expect(after.blogs[0]!.viewCount).toBe(blog.viewCount);
  });

  it('sends Open Graph tags for a car detail address and none for unknown ids', async () => {
    const { cars } = (await t.app.inject('/api/cars')).json() as {
      cars: { id: number; brandName: string; modelName: string; imageUrl: string }[];
    };
    const car = cars[0]!;
    const html = (await t.app.inject(`/car-details/${car.id}/x/y`)).body;
    expect(html).toContain(`<meta property="og:title" content="${car.brandName} ${car.modelName}`);
    expect(html).toContain(
      `<meta property="og:image" content="https://cars.example.in${car.imageUrl}" />`,
    );
    expect(html).toContain('<meta property="og:type" content="website" />');
    const unknown = (await t.app.inject('/blog/999999/nope')).body;
    expect(unknown).toContain('<title>Home | X</title>');
    expect(unknown).not.toContain('og:');
  });

  it('preloads the page chunks and first API reads with its HTML', async () => {
    const html = (await t.app.inject('/blogs')).body;
    expect(html).toContain('<link rel="modulepreload" href="/assets/blog-list-page-1.js" />');
    expect(html).toContain('<link rel="modulepreload" href="/assets/shared-1.js" />');
    expect(html).not.toContain('href="/assets/index-1.js"');
    const { blogs } = (await t.app.inject('/api/blogs?limit=1')).json() as BlogListResponse;
    expect(html).toContain(`<link rel="preload" as="image" href="${blogs[0]!.imageUrl}"`);
    expect(html).toContain(
      '<link rel="preload" href="/api/blogs?limit=9" as="fetch" crossorigin="anonymous" />',
    );
    const detail = (await t.app.inject('/blog/1/x')).body;
    expect(detail).not.toMatch(/preload" href="\/api\/blogs\/1/);
  });

  it('lists public pages, posts and cars in sitemap.xml and points robots.txt to it', async () => {
    const sitemap = await t.app.inject('/sitemap.xml');
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.headers['content-type']).toContain('application/xml');
    expect(sitemap.body).toContain('<loc>https://cars.example.in/blogs</loc>');
    expect(sitemap.body).toContain(
      '<loc>https://cars.example.in/information/RefundAndCancellation</loc>',
    );
    expect(sitemap.body).toMatch(
      /<loc>https:\/\/cars\.example\.in\/blog\/\d+\/raipur-to-chitrakote/,
    );
    expect(sitemap.body).toMatch(/<loc>https:\/\/cars\.example\.in\/car-details\/\d+\//);
    const robots = await t.app.inject('/robots.txt');
    expect(robots.body).toContain('Sitemap: https://cars.example.in/sitemap.xml');
    expect(robots.body).toContain('Disallow: /api/');
  });

  it('limits contact messages to five a minute from one address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await post(good, '10.9.9.9')).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    expect((await post(good, '10.9.9.10')).statusCode).toBe(200);
    const limited = await post(good, '10.9.9.9');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/rate limit/i);
  });
});
