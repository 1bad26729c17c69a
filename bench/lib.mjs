import { spawn } from 'node:child_process';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '..');

/**
 * Starts `npm start` (or `npm run <script> -- <args>`) with the given environment; resolves
 * once /api/health answers ok.
 */
export async function startServer(env, { timeoutMs = 120_000, script, args = [] } = {}) {
  const started = performance.now();
  const command = script ? ['run', script, '--silent', '--', ...args] : ['start', '--silent'];
  const child = spawn('npm', command, {
    cwd: ROOT,
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  });
  const url = `http://127.0.0.1:${env.PORT}/api/health`;
  while (performance.now() - started < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const res = await fetch(url);
      if (res.ok && (await res.json()).status === 'ok') {
        return { child, readyMs: performance.now() - started, stop: () => stop(child) };
      }
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 20));
  }
  stop(child);
  throw new Error(`server did not become healthy within ${timeoutMs} ms`);
}

function stop(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    process.kill(-child.pid, 'SIGTERM');
  });
}

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};
