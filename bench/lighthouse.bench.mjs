// Lighthouse 12 (mobile, default simulated throttling) on the production build, the median of
// five runs a page: lh_perf_<page>, lh_a11y_<page> (goal >= 95), lh_lcp_ms_<page> (goal < 2000)
// and lh_tbt_ms_<page>, in English, and the same pages in Hindi (the language cookie set) as
// lh_perf_<page>_hi, ...; and lh_benchmark_index, Lighthouse's measure of the machine's speed.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { ROOT } from './lib.mjs';

const PORT = '3197';
const BASE = `http://127.0.0.1:${PORT}`;

async function carDetailPath() {
  const { cars } = await (await fetch(`${BASE}/api/cars`)).json();
  const car = cars[0];
  const slug = (s) => encodeURIComponent(s.trim().replace(/\s+/g, '-'));
  return `/car-details/${car.id}/${slug(car.brandName)}/${slug(car.modelName)}`;
}

/**
 * Runs a private copy of the build (dist, migrations, the PGlite worker, package.json;
 * node_modules linked), so a
 * rebuild in the working tree during the two-minute run cannot swap the site's files under it.
 */
async function startSnapshot(dataDir) {
  const root = path.join(dataDir, 'app');
  await fs.mkdir(path.join(root, 'src', 'server', 'db'), { recursive: true });
  await fs.cp(path.join(ROOT, 'dist'), path.join(root, 'dist'), { recursive: true });
  await fs.cp(
    path.join(ROOT, 'src', 'server', 'db', 'migrations'),
    path.join(root, 'src', 'server', 'db', 'migrations'),
    { recursive: true },
  );
  // The PGlite worker thread is loaded from the sources, not from dist.
  await fs.copyFile(
    path.join(ROOT, 'src', 'server', 'db', 'pglite-worker.mjs'),
    path.join(root, 'src', 'server', 'db', 'pglite-worker.mjs'),
  );
  await fs.copyFile(path.join(ROOT, 'package.json'), path.join(root, 'package.json'));
  await fs.symlink(path.join(ROOT, 'node_modules'), path.join(root, 'node_modules'));
  const child = spawn(process.execPath, [path.join(root, 'dist', 'server', 'main.js')], {
    cwd: root,
    env: {
      ...process.env,
      PORT,
      HOST: '127.0.0.1',
      DATA_DIR: path.join(dataDir, 'data'),
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const started = Date.now();
  while (Date.now() - started < 120_000) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${BASE}/api/health`)).ok) {
        return {
          stop: () =>
            new Promise((resolve) => {
              if (child.exitCode !== null) return resolve();
              child.once('exit', resolve);
              child.kill('SIGTERM');
            }),
        };
      }
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  child.kill('SIGTERM');
  throw new Error('server did not become healthy within 120 s');
}

const RUNS_PER_PAGE = 5;

async function audit(url, port, extraHeaders) {
  let lhr;
  // Now and then headless Chromium fails to record a run (NO_FCP, NO_NAVSTART): try again.
  for (let attempt = 0; attempt < 3 && (!lhr || lhr.runtimeError); attempt += 1) {
    ({ lhr } = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      ...(extraHeaders ? { extraHeaders } : {}),
    }));
  }
  if (lhr.runtimeError) throw new Error(`lighthouse on ${url}: ${lhr.runtimeError.message}`);
  return lhr;
}

export default async function lighthouseBench() {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'selfdrive-bench-lh-'));
  const server = await startSnapshot(dataDir);
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run'],
  });
  try {
    const pages = {
      home: '/',
      cars: '/cars',
      car_detail: await carDetailPath(),
      blogs: '/blogs',
    };
    const figures = {};
    const benchmarkIndexes = [];
    // English first (the figures kept since the first run), then Hindi: `lang=hi` is what the
    // language switch leaves on a visitor's device.
    const languages = [
      ['', undefined],
      ['_hi', { Cookie: 'lang=hi' }],
    ];
    for (const [suffix, extraHeaders] of languages) {
      for (const [name, pagePath] of Object.entries(pages)) {
        // One run's score moves by 10 points with the machine's other work (decision 0003);
        // the median of five runs is Lighthouse's own advice for a figure to compare.
        const runs = [];
        for (let run = 0; run < RUNS_PER_PAGE; run += 1) {
          runs.push(await audit(`${BASE}${pagePath}`, chrome.port, extraHeaders));
        }
        runs.sort((a, b) => a.categories.performance.score - b.categories.performance.score);
        const lhr = runs[Math.floor(runs.length / 2)];
        figures[`lh_perf_${name}${suffix}`] = Math.round(lhr.categories.performance.score * 100);
        figures[`lh_a11y_${name}${suffix}`] = Math.round(lhr.categories.accessibility.score * 100);
        figures[`lh_lcp_ms_${name}${suffix}`] = Math.round(
          lhr.audits['largest-contentful-paint'].numericValue,
        );
        figures[`lh_tbt_ms_${name}${suffix}`] = Math.round(
          lhr.audits['total-blocking-time'].numericValue,
        );
        benchmarkIndexes.push(...runs.map((r) => r.environment.benchmarkIndex));
      }
    }
    // Lighthouse's measure of this machine's CPU speed (higher is faster); blocking time
    // scales with it, so a low figure explains a run whose TBT rose with no change of code.
    benchmarkIndexes.sort((a, b) => a - b);
    figures.lh_benchmark_index = Math.round(benchmarkIndexes[benchmarkIndexes.length >> 1]);
    return figures;
  } finally {
    await chrome.kill();
    await server.stop();
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}
