// The runtime's own cost, measured in CPU time (all threads, process.cpuUsage) so that a busy
// machine disturbs it less than wall time: building the app on an existing PGlite data dir
// (app_start_cpu_ms), then searches and health checks through app.inject, without sockets
// (inject_search_cpu_ms, inject_health_cpu_ms per request). Compares Node versions (decision 0025).
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ROOT, startServer } from './lib.mjs';
import { searchPaths } from './search-fleet.mjs';

const REQUESTS = 1000;
const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

async function perRequest(app, paths) {
  const started = cpuMs();
  for (let i = 0; i < REQUESTS; i++) {
    const res = await app.inject(paths[i % paths.length]);
    if (res.statusCode !== 200) throw new Error(`runtime-cpu bench: ${res.statusCode} ${res.body}`);
  }
  return Number(((cpuMs() - started) / REQUESTS).toFixed(3));
}

export default async function runtimeCpuBench() {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'selfdrive-bench-cpu-'));
  try {
    // A seeded data dir made by the real server, then the app built in this process.
    const seeded = await startServer({ PORT: '3196', HOST: '127.0.0.1', DATA_DIR: dataDir });
    await seeded.stop();
    const { loadConfig } = await import(path.join(ROOT, 'dist/server/config.js'));
    const { buildApp } = await import(path.join(ROOT, 'dist/server/app.js'));
    const started = cpuMs();
    const app = await buildApp(
      loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', NODE_ENV: 'test', SEED_DEMO: 'false' }),
    );
    await app.ready();
    const appStartCpuMs = Math.round(cpuMs() - started);
    try {
      const catalogue = (await app.inject('/api/catalogue')).json();
      const paths = searchPaths(catalogue.branches.map((b) => b.id));
      await perRequest(app, paths.slice(0, 20)); // warm-up
      const node = `node${process.versions.node.split('.')[0]}`;
      return {
        [`app_start_cpu_ms_${node}`]: appStartCpuMs,
        [`inject_search_cpu_ms_${node}`]: await perRequest(app, paths),
        [`inject_health_cpu_ms_${node}`]: await perRequest(app, ['/api/health']),
      };
    } finally {
      await app.close();
    }
  } finally {
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}
