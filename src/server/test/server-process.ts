import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import { ROOT_DIR } from '../config.js';
import { pgliteExtensions } from '../db/client.js';

/**
 * Puts this run's migrated PGlite template at DATA_DIR/pglite, so the server opens an existing
 * database instead of creating one (initdb is most of a fresh start: ~20 s under load, ~4 s here).
 */
export async function prepareDataDir(dataDir: string) {
  const dump = await fs.readFile(inject('pgliteTemplatePath'));
  const client = await PGlite.create({
    dataDir: path.join(dataDir, 'pglite'),
    loadDataDir: new Blob([dump]),
    extensions: pgliteExtensions,
  });
  await client.close();
}

export interface ServerProcess {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

/** The real server, src/server/main.ts run through tsx (no build needed), in its own process. */
export function spawnServer(env: Record<string, string>): ServerProcess {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(ROOT_DIR, 'src', 'server', 'main.ts')],
    {
      cwd: ROOT_DIR,
      // Only what the test names: the developer's own settings must not leak in.
      env: { PATH: process.env.PATH ?? '', HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { child, output: () => output, exited };
}

/** Resolves once /api/health answers ok; rejects if the process exits first. */
export async function waitUntilHealthy(server: ServerProcess, port: number, timeoutMs = 30_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (server.child.exitCode !== null) {
      throw new Error(`server exited with ${server.child.exitCode}:\n${server.output()}`);
    }
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`server not healthy within ${timeoutMs} ms:\n${server.output()}`);
}
