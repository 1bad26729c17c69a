// home_js_gzip_kb: gzip size of every script the home page loads in Chromium (goal < 100);
// home_js_gzip_kb_hi: the same for a visitor reading Hindi (language cookie `lang=hi`).
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { startServer } from './lib.mjs';

/** Gzip size (kB) and count of the scripts the home page loads, in the given language. */
async function homeScripts(browser, language) {
  const context = await browser.newContext();
  if (language) {
    await context.addCookies([{ name: 'lang', value: language, url: 'http://127.0.0.1:3198' }]);
  }
  const page = await context.newPage();
  const scripts = [];
  page.on('response', (res) => {
    if (res.request().resourceType() === 'script') scripts.push(res);
  });
  await page.goto('http://127.0.0.1:3198/', { waitUntil: 'networkidle' });
  await page.locator('#trending-heading').waitFor();
  let gzipBytes = 0;
  for (const res of scripts) gzipBytes += gzipSync(await res.body(), { level: 9 }).length;
  await context.close();
  return { kb: Math.round((gzipBytes / 1024) * 10) / 10, files: scripts.length };
}

export default async function homeJsBench() {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'selfdrive-bench-home-'));
  const server = await startServer({ PORT: '3198', HOST: '127.0.0.1', DATA_DIR: dataDir });
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
  try {
    const english = await homeScripts(browser);
    const hindi = await homeScripts(browser, 'hi');
    return {
      home_js_gzip_kb: english.kb,
      home_js_files: english.files,
      home_js_gzip_kb_hi: hindi.kb,
      home_js_files_hi: hindi.files,
    };
  } finally {
    await browser.close();
    await server.stop();
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}
