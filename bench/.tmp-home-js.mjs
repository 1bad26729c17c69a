// home_js_gzip_kb: gzip size of every script the home page loads in Chromium (goal < 100).
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { startServer } from './lib.mjs';

export default async function homeJsBench() {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'selfdrive-bench-home-'));
  const server = await startServer({ PORT: '3262', HOST: '127.0.0.1', DATA_DIR: dataDir });
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
  try {
    const page = await browser.newPage();
    const scripts = [];
    page.on('response', (res) => {
      if (res.request().resourceType() === 'script') scripts.push(res);
    });
    await page.goto('http://127.0.0.1:3262/', { waitUntil: 'networkidle' });
    await page.getByRole('heading', { name: 'Trending Cars' }).waitFor();
    let gzipBytes = 0;
    for (const res of scripts) gzipBytes += gzipSync(await res.body(), { level: 9 }).length;
    return {
      home_js_gzip_kb: Math.round((gzipBytes / 1024) * 10) / 10,
      home_js_files: scripts.length,
    };
  } finally {
    await browser.close();
    await server.stop();
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}
