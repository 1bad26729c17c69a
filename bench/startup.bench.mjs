// startup_ms: `npm start` on an existing data dir until /api/health answers (median of 3).
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { median, startServer } from './lib.mjs';

export default async function startupBench() {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'selfdrive-bench-start-'));
  const env = { PORT: '3197', HOST: '127.0.0.1', DATA_DIR: dataDir };
  try {
    const first = await startServer(env);
    await first.stop();
    const runs = [];
    for (let i = 0; i < 3; i++) {
      const server = await startServer(env);
      runs.push(server.readyMs);
      await server.stop();
    }
    return {
      startup_ms: Math.round(median(runs)),
      first_start_with_seed_ms: Math.round(first.readyMs),
    };
  } finally {
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}
