import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedVideoUrl } from '../shared/learning-video.js';
import { createTestApp, type TestApp } from './test/test-app.js';

describe('the application shell', () => {
  let t: TestApp;
  let webDir: string;

  beforeAll(async () => {
    webDir = await fs.mkdtemp(path.join(os.tmpdir(), 'selfdrive-web-'));
    await fs.mkdir(path.join(webDir, 'assets'));
    await fs.writeFile(path.join(webDir, 'index.html'), '<!doctype html><div id="root"></div>');
    await fs.writeFile(path.join(webDir, 'assets', 'app-abc123.js'), 'console.log(1)');
    await fs.writeFile(path.join(webDir, 'favicon.svg'), '<svg/>');
    await fs.writeFile(path.join(webDir, 'service-worker.js'), 'self.skipWaiting()');
    await fs.writeFile(path.join(webDir, 'manifest.webmanifest'), '{"name":"x"}');
    t = await createTestApp({ webDir });
    t.app.get('/api/test/boom', async () => {
      throw new Error('secret connection string postgres://user:pw@db');
    });
  });
  afterAll(async () => {
    await t.close();
    await fs.rm(webDir, { recursive: true, force: true });
  });

  it('answers health only when the database answers', async () => {
    const res = await t.app.inject('/api/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('answers unknown API routes with JSON 404', async () => {
    const res = await t.app.inject('/api/no-such-thing');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json().message).toContain('/api/no-such-thing');
  });

  it('never leaks internals in a 500', async () => {
    const res = await t.app.inject('/api/test/boom');
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      statusCode: 500,
      error: 'Internal Server Error',
      message: 'Something went wrong, Please try again later.',
    });
    expect(res.body).not.toContain('postgres://');
  });

  it('publishes the OpenAPI document generated from the zod schemas, and its docs UI', async () => {
    const doc = (await t.app.inject('/api/openapi.json')).json();
    expect(doc.openapi).toMatch(/^3\./);
    const carList = doc.paths['/api/cars'].get;
    expect(carList.parameters.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(['cityid', 'category', 'subcategory']),
    );
    const docs = await t.app.inject('/api/docs/');
    expect(docs.statusCode).toBe(200);
    expect(docs.headers['content-type']).toMatch(/text\/html/);
  });

  it('sends security headers with a strict script policy', async () => {
    const res = await t.app.inject('/api/health');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it("lets a lesson's video play: the YouTube embed may frame, a video file on any https site may load", async () => {
    const { headers } = await t.app.inject('/api/health');
    // No embedder policy: under require-corp the browser refuses a frame (YouTube's) that
    // does not opt in, whatever the CSP allows.
    expect(headers['cross-origin-embedder-policy']).toBeUndefined();
    const csp = String(headers['content-security-policy']);
    const directive = (name: string) =>
      csp
        .split(';')
        .map((d) => d.trim().split(/\s+/))
        .find(([n]) => n === name)
        ?.slice(1) ?? [];
    const embed = new URL(storedVideoUrl('https://www.youtube.com/watch?v=dQw4w9WgXcQ') ?? '');
    expect(embed.hostname).toBe('www.youtube-nocookie.com');
    expect(directive('frame-src')).toContain(embed.origin);
    expect(directive('frame-src')).not.toContain('https://www.youtube.com');
    expect(directive('media-src')).toEqual(["'self'", 'https:']);
  });

  it('serves the front end with history fallback and the right cache headers', async () => {
    const page = await t.app.inject('/cars/some/client/route?x=1');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<div id="root">');
    expect(page.headers['cache-control']).toBe('no-cache');

    const asset = await t.app.inject('/assets/app-abc123.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');

    // A new service worker or manifest reaches phones at their next visit, not a day later.
    for (const file of ['/service-worker.js', '/manifest.webmanifest']) {
      const res = await t.app.inject(file);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
    }
    expect((await t.app.inject('/favicon.svg')).headers['cache-control']).toContain('max-age');

    const missingAsset = await t.app.inject('/assets/missing-123.js');
    expect(missingAsset.statusCode).toBe(404);
  });

  it('compresses large responses', async () => {
    const res = await t.app.inject({
      url: '/api/openapi.json',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.headers['content-encoding']).toBe('gzip');
  });
});
