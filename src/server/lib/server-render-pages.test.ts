import fs from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BlogListResponse, GalleryResponse } from '../../shared/content.js';
import { blogPath } from '../../shared/content-rules.js';
import { blogs } from '../db/schema.js';
import { BLOGS, FAQS } from '../seed/content-data.js';
import { seedContent } from '../seed/seed-content.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { ssrBuildDir } from '../test/ssr-build.js';
import { createPublicMedia } from './storage/public-media.js';

/** The front end's real renderer, from source (the build bundles this same module). */
const INDEX_HTML = `<!doctype html><html><head><title>SelfDrive</title>
<meta
  name="description"
  content="The site's description"
/></head><body>
<div id="root">
  <p role="status">Loading…</p>
  <!--/shell-->
</div>
<script type="module" src="/assets/main-abc.js"></script>
</body></html>`;

/** What the server put into #root, or undefined when it sent the loading shell. */
function renderedRoot(html: string): string | undefined {
  if (html.includes('Loading…')) return undefined;
  const start = html.indexOf('<div id="root">');
  const end = html.indexOf('<script type="application/json" id="server-state">');
  expect(start).toBeGreaterThan(-1);
  expect(end).toBeGreaterThan(start);
  return html.slice(start, end);
}

/** `toContain` without printing the whole page when it fails. */
function expectIn(html: string | undefined, text: string) {
  expect(html?.includes(text), `the HTML contains ${JSON.stringify(text)}`).toBe(true);
}

/** The query keys the page's data travels under, for the browser's hydration. */
function stateKeys(html: string): unknown[] {
  const json = /<script type="application\/json" id="server-state">([^]*?)<\/script>/.exec(html);
  const state = JSON.parse(json![1]!) as { queries: { queryKey: unknown[] }[] };
  return state.queries.map((q) => q.queryKey);
}

describe('public pages rendered on the server with their content', () => {
  let t: TestApp;
  let root: string;

  const page = async (url: string) => {
    const res = await t.app.inject(url);
    expect(res.statusCode, url).toBe(200);
    return { html: res.body, root: renderedRoot(res.body) };
  };
  const viewsOf = async (id: number) =>
    (await t.db.select({ n: blogs.viewCount }).from(blogs).where(eq(blogs.id, id)))[0]!.n;

  beforeAll(async () => {
    root = await ssrBuildDir('selfdrive-ssr-pages-', INDEX_HTML);
    t = await createTestApp({ webDir: path.join(root, 'web') });
    await seedContent(t.db, { media: createPublicMedia(t.config) });
  });
  afterAll(async () => {
    await t.close();
    await fs.rm(root, { recursive: true, force: true });
  });

  it("sends each page's own title and description in its <head>", async () => {
    const heads: [string, string, string][] = [
      ['/faq', 'Frequently asked questions', 'Answers about booking a self-drive car'],
      ['/gallery', 'Gallery', 'Pictures of our self-drive cars'],
      ['/about-us', 'About us', 'SelfDrive Chhattisgarh rents clean'],
      ['/contact-us', 'Contact us', 'Call, e-mail or write to SelfDrive Chhattisgarh'],
      ['/information/privacy', 'Privacy Policy', ''],
    ];
    for (const [url, title, description] of heads) {
      const { html } = await page(url);
      expectIn(html, `<title>${title} | SelfDrive Chhattisgarh</title>`);
      expectIn(html, `<meta name="description" content="${description}`);
    }
  });

  it('sends the FAQ with every question and its answer in the HTML', async () => {
    const { html, root: faq } = await page('/faq');
    expectIn(faq, 'Frequently asked questions</h1>');
    expectIn(faq, FAQS[0]!.question);
    expectIn(faq, `<details`);
    expectIn(faq, 'It is 100% refundable and returned within three working days');
    expect(stateKeys(html)).toContainEqual(['faqs']);
  });

  it('sends a blog post with its title, picture and body, counting one view per read', async () => {
    const list = (await t.app.inject('/api/blogs?limit=1')).json() as BlogListResponse;
    const post = list.blogs[0]!;
    const seed = BLOGS.find((b) => b.slug === post.slug)!;
    const before = await viewsOf(post.id);

    const { html, root: article } = await page(blogPath(post));
    expectIn(article, `>${post.title}</h1>`);
    expectIn(article, `src="${post.imageUrl}"`);
    // A sentence of the stored body, as the server sanitised it.
    const sentence = /<p>([^<]{20,})<\/p>/.exec(seed.bodyHtml)![1]!;
    expectIn(article, sentence);
    expect(article?.includes('<script')).toBe(false);
    // The page shows the count including this visit, and the browser gets that answer.
    expectIn(article, `data-testid="view-count">${before + 1}</span>`);
    expect(await viewsOf(post.id)).toBe(before + 1);
    expect(stateKeys(html)).toContainEqual(['blog', post.id]);
    // Featured posts and categories arrive too.
    expectIn(article, 'Featured posts');
    expectIn(article, 'Road Trips');

    await page(`/blog/${post.id}`);
    expect(await viewsOf(post.id)).toBe(before + 2);
    // A HEAD request is no visit.
    expect((await t.app.inject({ method: 'HEAD', url: blogPath(post) })).statusCode).toBe(200);
    expect(await viewsOf(post.id)).toBe(before + 2);
  });

  it('sends the blog list with the first nine posts, each linking to its page', async () => {
    const list = (await t.app.inject('/api/blogs?limit=9')).json() as BlogListResponse;
    expect(list.blogs).toHaveLength(9);
    const { root: blogList } = await page('/blogs');
    expectIn(blogList, 'Featured posts</h1>');
    for (const post of list.blogs) {
      const link = new RegExp(`<a [^>]*href="${blogPath(post)}"[^>]*>([^<]+)</a>`).exec(blogList!);
      expect(link?.[1], post.slug).toBe(post.title);
    }
  });

  it('leaves an unknown blog post to the browser, which shows "Post not found"', async () => {
    expect((await page('/blog/987654/no-such-post')).root).toBeUndefined();
    expect((await page('/blog/987654')).root).toBeUndefined();
  });

  it('sends each policy page with its title and text; an unknown name keeps the shell', async () => {
    const policies = [
      ['termandconditions', 'Terms and Conditions', 'Eligibility'],
      ['privacy', 'Privacy Policy', 'What we collect'],
      ['RefundAndCancellation', 'Refund and Cancellation', 'Refunds'],
    ];
    for (const [name, title, section] of policies) {
      const { root: info } = await page(`/information/${name}`);
      expectIn(info, `>${title}</h1>`);
      expectIn(info, `<h2>${section}</h2>`);
    }
    // The browser redirects these home, as before.
    for (const url of ['/information/nothing-here', '/information/Privacy']) {
      expect((await page(url)).root, url).toBeUndefined();
    }
  });

  it('sends the gallery with its pictures, and the next page with its own', async () => {
    const first = (await t.app.inject('/api/gallery')).json() as GalleryResponse;
    const { root: gallery } = await page('/gallery');
    expectIn(gallery, 'On the road with SelfDrive Chhattisgarh');
    for (const item of first.items) {
      expectIn(gallery, `src="${item.imageUrl}" alt="${item.title}"`);
    }
    const second = (await t.app.inject('/api/gallery?page=2')).json() as GalleryResponse;
    const { root: next } = await page('/gallery?page=2');
    expectIn(next, `alt="${second.items[0]!.title}"`);
    expect(next?.includes(`alt="${first.items[0]!.title}"`)).toBe(false);
  });

  it('sends the about page, and the contact page with its details and form', async () => {
    const { root: about } = await page('/about-us');
    expectIn(about, 'Your car, your journey, across Chhattisgarh</h1>');
    expectIn(about, 'Cars in Raipur');
    expectIn(about, 'Our branches</h2>');

    const { root: contact } = await page('/contact-us');
    expectIn(contact, 'We are here to help</h1>');
    expectIn(contact, `href="mailto:${t.config.business.email}"`);
    expectIn(contact, 'Your name</label>');
    expectIn(contact, 'Phone number</label>');
    // Until the page is live the form cannot be sent by the browser on its own (a GET with
    // the visitor's details in the address), and the map is only a button.
    expect(/<button type="submit"[^>]* disabled="">Send message<\/button>/.test(contact!)).toBe(
      true,
    );
    expect(contact?.includes('<iframe')).toBe(false);
    expectIn(contact, 'Show map</button>');
  });
});
