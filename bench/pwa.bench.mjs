// pwa_installable: 1 when Chromium finds the built site installable (CDP
// Page.getInstallabilityErrors returns nothing; Lighthouse 12 dropped its PWA category).
// pwa_precache_kb: what the service worker downloads once per release, gzip, after the first
// visit has loaded and gone idle. pwa_home_js_before_sw_kb would duplicate home_js_gzip_kb:
// the registration waits for load and idle, so the home page's own scripts are unchanged.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { ROOT, startServer } from './lib.mjs';

const PORT = process.env.BENCH_PWA_PORT ?? '3196';

/** The precache list the build wrote into the service worker: every file it will fetch. */
async function precacheGzipKb() {
  const webDir = path.join(ROOT, 'dist', 'web');
  const sw = await fs.readFile(path.join(webDir, 'service-worker.js'), 'utf8');
  const urls = [...sw.matchAll(/"url":"([^"]+)"/g)].map((m) => m[1]);
  if (urls.length === 0) throw new Error('No precache list in dist/web/service-worker.js');
  let bytes = 0;
  for (const url of urls) bytes += gzipSync(await fs.readFile(path.join(webDir, url))).length;
  return { kb: Math.round((bytes / 1024) * 10) / 10, files: urls.length };
}

export default async function pwaBench() {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'selfdrive-bench-pwa-'));
  // Chromium never offers to install from a private window: a profile on disk.
  const profile = await fs.mkdtemp(path.join(os.tmpdir(), 'selfdrive-bench-pwa-profile-'));
  const server = await startServer({ PORT, HOST: '127.0.0.1', DATA_DIR: dataDir });
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
  try {
    const page = await context.newPage();
    await page.goto(`http://127.0.0.1:${PORT}/`, { waitUntil: 'load' });
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
      timeout: 60_000,
    });
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    if (installabilityErrors.length > 0) console.error('Not installable:', installabilityErrors);
    const precache = await precacheGzipKb();
    return {
      pwa_installable: installabilityErrors.length === 0 ? 1 : 0,
      pwa_precache_kb: precache.kb,
      pwa_precache_files: precache.files,
    };
  } finally {
    await context.close();
    await server.stop();
    await fs.rm(dataDir, { recursive: true, force: true });
    await fs.rm(profile, { recursive: true, force: true });
  }
}
