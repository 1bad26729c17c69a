import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { insertPage, isRenderedPage } from './server-render.js';

const INDEX_HTML = `<!doctype html><html><head>
<title>Default title</title>
<meta
  name="description"
  content="Default description"
/>
<link rel="stylesheet" crossorigin href="/assets/index-abc.css">
</head><body>
<div id="root">
  <p role="status">Loading…</p>
  <!--/shell-->
</div>
<script type="module" src="/assets/index-abc.js"></script>
</body></html>`;

/** Stands in for dist/ssr/entry-server.js: renders what the in-process API answered. */
const FAKE_RENDERER = `
export async function renderPage(url, api) {
  if (url.includes('boom')) throw new Error('render failed');
  if (url.startsWith('/blogs')) return undefined;
  const health = await (await api('/api/health', {})).json();
  return {
    html: '<main>' + url + ' ' + health.status + '</main>',
    state: { note: '</script><!--' },
    head: url === '/cars' ? { title: 'Cars & more | Site', description: 'Say "hi" <b>' } : {},
  };
}`;

describe('server-rendered public pages', () => {
  let t: TestApp;
  let root: string;

  beforeAll(async () => {
    root = await fs.mkdtemp(path.join(os.tmpdir(), 'selfdrive-ssr-'));
    await fs.mkdir(path.join(root, 'web', 'assets'), { recursive: true });
    await fs.mkdir(path.join(root, 'ssr'));
    await fs.writeFile(path.join(root, 'web', 'index.html'), INDEX_HTML);
    await fs.writeFile(path.join(root, 'web', 'assets', 'index-abc.css'), 'body{color:red}');
    await fs.writeFile(path.join(root, 'ssr', 'entry-server.js'), FAKE_RENDERER);
    t = await createTestApp({ webDir: path.join(root, 'web') });
  });
  afterAll(async () => {
    await t.close();
    await fs.rm(root, { recursive: true, force: true });
  });

  it('sends the home page rendered with its API data and inline styles, compressed', async () => {
    const res = await t.app.inject({ url: '/', headers: { 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    const html = zlib.gunzipSync(res.rawPayload).toString('utf8');
    expect(html).toContain('<div id="root"><main>/ ok</main></div>');
    expect(html).not.toContain('Loading…');
    // The data can never end the script element early.
    expect(html).toContain(
      '<script type="application/json" id="server-state">{"note":"\\u003c/script>\\u003c!--"}</script>',
    );
    expect(html).toContain('<style>body{color:red}</style>');
    expect(html).not.toContain('rel="stylesheet"');
  });

  it("sends the title and description the page's components set, escaped", async () => {
    const cars = (await t.app.inject('/cars')).body;
    expect(cars).toContain('<title>Cars &amp; more | Site</title>');
    expect(cars).toContain('<meta name="description" content="Say &quot;hi&quot; &lt;b&gt;" />');
    expect(cars).not.toContain('Default');
    // A page that sets none keeps the site's defaults.
    const home = (await t.app.inject('/')).body;
    expect(home).toContain('<title>Default title</title>');
    expect(home).toContain('content="Default description"');
  });

  it('keeps the loading shell for pages about the visitor, and when rendering fails', async () => {
    for (const url of ['/user/login', '/cars?boom=1', '/blogs']) {
      const res = await t.app.inject(url);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('Loading…');
      expect(res.body).not.toContain('server-state');
      expect(res.body).toContain('rel="stylesheet"');
    }
  });

  it('renders only the public display pages', () => {
    for (const p of [
      '/',
      '/cars',
      '/car-details/9/Tata/Tiago',
      '/car-details/Tata/Tiago',
      '/blogs',
      '/blogs/3',
      '/blog/1',
      '/blog/1/slug',
      '/gallery',
      '/faq',
      '/information/termandconditions',
      '/information/privacy',
      '/information/RefundAndCancellation',
      '/about-us',
      '/contact-us',
    ]) {
      expect(isRenderedPage(p), p).toBe(true);
    }
    for (const p of [
      '/car-details',
      '/blog/x',
      '/blog/1/slug/more',
      '/information/nothing-here',
      '/information/Privacy',
      '/user/login',
      '/search-cars',
      '/user/bookmyride',
    ]) {
      expect(isRenderedPage(p), p).toBe(false);
    }
  });

  it('replaces the whole shell, so React hydrates #root without stray whitespace', () => {
    const html = insertPage(INDEX_HTML, { html: '<main>x</main>', state: {}, head: {} });
    expect(html).toContain('<div id="root"><main>x</main></div>');
    expect(html).toContain('<title>Default title</title>');
    expect(html).toContain('<script type="module" src="/assets/index-abc.js"></script>');
  });
});
