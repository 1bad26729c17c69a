import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startSmtpCapture } from '../../src/server/test/smtp-capture';
import { copySeededData } from './prepared-data.mjs';

/** The project's SMTP capture, plus a wait for the mail a page action sends. */
export async function startSmtp() {
  const smtp = await startSmtpCapture();
  return {
    ...smtp,
    /** The last link to `to` whose path starts with `pathPrefix`, waiting up to 10 s. */
    async link(to: string, pathPrefix: string): Promise<string> {
      for (let i = 0; i < 100; i++) {
        const url = smtp.urlFor(to, pathPrefix);
        if (url) return url;
        await new Promise((r) => setTimeout(r, 100));
      }
      throw new Error(`no mail with ${pathPrefix} to ${to}`);
    },
  };
}

/**
 * The built server (as `npm start` runs it) on its own port and its own copy of the run's demo
 * database (the demo accounts' cookies hold there too), with extra env and extra options for
 * node itself (`nodeArgs`, e.g. a module to preload).
 */
export async function startOwnServer(
  port: number,
  env: Record<string, string>,
  nodeArgs: string[] = [],
) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'selfdrive-e2e-own-'));
  copySeededData(process.env.E2E_PREPARED_DIR!, dataDir);
  const child: ChildProcess = spawn('node', [...nodeArgs, 'dist/server/main.js'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      ...env,
    },
    stdio: 'inherit',
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    base,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
