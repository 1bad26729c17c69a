// What the home page's JavaScript is made of (docs/decisions/0002): loads the built home page in
// Chromium as bench/home-js.bench.mjs does, then splits every script it loaded into the sources
// its source map names and prints a table of gzip kB by package (or app folder), and by file.
// A source's share of its chunk's gzip size is its share of the chunk's bytes, so the rows add
// up to the bench's figure. Run after `npm run build`:
//   node scripts/home-js-breakdown.mjs [en|hi] [--files]
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { ROOT, startServer } from '../bench/lib.mjs';

const language = process.argv[2] === 'hi' ? 'hi' : 'en';
const showFiles = process.argv.includes('--files');
const PORT = process.env.PORT ?? '3197';
const webDir = path.join(ROOT, 'dist/web');

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const DIGIT = new Map([...BASE64].map((c, i) => [c, i]));

/** Decodes one source map `mappings` line into [generatedColumn, sourceIndex][] segments. */
function* segments(mappings) {
  let source = 0;
  let line = 0;
  for (const text of mappings.split(';')) {
    let column = 0;
    const out = [];
    for (const segment of text.split(',')) {
      if (!segment) continue;
      const values = [];
      let value = 0;
      let shift = 0;
      for (const char of segment) {
        const digit = DIGIT.get(char);
        value += (digit & 31) << shift;
        if (digit & 32) shift += 5;
        else {
          values.push(value & 1 ? -(value >>> 1) : value >>> 1);
          value = 0;
          shift = 0;
        }
      }
      column += values[0];
      if (values.length > 1) source += values[1];
      out.push([column, values.length > 1 ? source : -1]);
    }
    yield [line++, out];
  }
}

/** Bytes of one chunk attributed to each of its sources. */
async function attribute(file) {
  const code = await fs.readFile(file, 'utf8');
  const map = JSON.parse(await fs.readFile(`${file}.map`, 'utf8').catch(() => 'null'));
  const bytes = new Map();
  const add = (name, n) => bytes.set(name, (bytes.get(name) ?? 0) + n);
  if (!map) {
    add(path.basename(file), Buffer.byteLength(code));
    return { bytes, total: Buffer.byteLength(code), gzip: gzipSync(code, { level: 9 }).length };
  }
  const lines = code.split('\n');
  for (const [index, list] of segments(map.mappings)) {
    const text = lines[index] ?? '';
    if (list.length === 0) {
      add('[unmapped]', Buffer.byteLength(text) + 1);
      continue;
    }
    if (list[0][0] > 0) add('[unmapped]', Buffer.byteLength(text.slice(0, list[0][0])));
    list.forEach(([column, source], i) => {
      const end = i + 1 < list.length ? list[i + 1][0] : text.length + 1;
      const name = source < 0 ? '[unmapped]' : map.sources[source];
      add(name, Buffer.byteLength(text.slice(column, end)));
    });
  }
  const total = [...bytes.values()].reduce((a, b) => a + b, 0);
  return { bytes, total, gzip: gzipSync(code, { level: 9 }).length };
}

/** node_modules/<package> (scoped too), else the app folder two levels under src/. */
function groupOf(source) {
  const clean = source.replace(/^(\.\.\/)+/, '').replace(/\?.*$/, '');
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(clean);
  if (match) return match[1];
  const parts = clean.split('/');
  const at = parts.indexOf('src');
  if (at >= 0) return parts.slice(at, at + 3).join('/');
  return clean;
}

async function scriptsOfHome() {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'selfdrive-home-breakdown-'));
  const server = await startServer({ PORT, HOST: '127.0.0.1', DATA_DIR: dataDir });
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
  try {
    const context = await browser.newContext();
    const origin = `http://127.0.0.1:${PORT}`;
    if (language === 'hi') await context.addCookies([{ name: 'lang', value: 'hi', url: origin }]);
    const page = await context.newPage();
    const urls = [];
    page.on('response', (res) => {
      if (res.request().resourceType() === 'script') urls.push(new URL(res.url()).pathname);
    });
    await page.goto(`${origin}/`, { waitUntil: 'networkidle' });
    await page.locator('#trending-heading').waitFor();
    return urls;
  } finally {
    await browser.close();
    await server.stop();
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

const urls = await scriptsOfHome();
const byGroup = new Map();
const byFile = new Map();
const chunks = [];
let totalGzip = 0;
for (const url of urls) {
  const { bytes, total, gzip } = await attribute(path.join(webDir, url));
  totalGzip += gzip;
  chunks.push({ chunk: url.replace('/assets/', ''), gzip_kb: +(gzip / 1024).toFixed(1) });
  for (const [source, n] of bytes) {
    const share = (gzip * n) / total;
    const group = groupOf(source);
    byGroup.set(group, (byGroup.get(group) ?? 0) + share);
    const name = source.replace(/^(\.\.\/)+/, '');
    byFile.set(name, (byFile.get(name) ?? 0) + share);
  }
}
const table = (map, limit) =>
  [...map]
    .sort((a, b) => b[1] - a[1])
    .slice(0, limit)
    .map(([name, gzip]) => ({
      name,
      gzip_kb: +(gzip / 1024).toFixed(1),
      share: `${((100 * gzip) / totalGzip).toFixed(1)} %`,
    }));
console.log(
  `Home page (${language}): ${urls.length} scripts, ${(totalGzip / 1024).toFixed(1)} kB gzip`,
);
console.table(chunks.sort((a, b) => b.gzip_kb - a.gzip_kb));
console.table(table(byGroup, 40));
if (showFiles) console.table(table(byFile, 60));
