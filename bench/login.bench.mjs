// login_p95_ms / login_rps: POST /api/auth/login with the demo customer, 20 logins in flight
// at all times for 10 s (argon2id at OWASP's minimum, 19 MiB / 2 passes, is the cost being measured).
// RATE_LIMITS=false: the per-address login limit would otherwise answer 429 after 10 tries.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startServer } from './lib.mjs';

const PORT = '3189';
const CONNECTIONS = 20;
const DURATION_MS = 10_000;

export default async function loginBench() {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'selfdrive-bench-login-'));
  const server = await startServer({
    PORT,
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    RATE_LIMITS: 'false',
    // Demo data needs a non-production mode (production refuses SEED_DEMO); the API is the same.
    NODE_ENV: 'test',
  });
  try {
    const url = `http://127.0.0.1:${PORT}/api/auth/login`;
    const body = JSON.stringify({ email: 'demo@selfdrive.test', password: 'Demo@1234' });
    const login = async () => {
      const started = performance.now();
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      });
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`login bench: answer ${res.status}`);
      return performance.now() - started;
    };
    await Promise.all(Array.from({ length: CONNECTIONS }, login)); // warm-up
    const latencies = [];
    const started = performance.now();
    const until = started + DURATION_MS;
    await Promise.all(
      Array.from({ length: CONNECTIONS }, async () => {
        while (performance.now() < until) latencies.push(await login());
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    latencies.sort((a, b) => a - b);
    const at = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))];
    return {
      login_p95_ms: Math.round(at(0.95)),
      login_p50_ms: Math.round(at(0.5)),
      login_rps: Math.round((latencies.length / seconds) * 10) / 10,
    };
  } finally {
    await server.stop();
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}
