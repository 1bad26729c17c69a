import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT_DIR } from '../config.js';
import { productionEnv } from '../test/production-env.js';
import { prepareDataDir } from '../test/server-process.js';
import { testDatabaseKind } from '../test/test-database.js';

/** `npm run staff:create`'s program, run through tsx with only the given settings. */
function staffCreate(env: Record<string, string>, args: string[]) {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(ROOT_DIR, 'src/server/cli/staff-create.ts'), ...args],
    { cwd: ROOT_DIR, env: { PATH: process.env.PATH ?? '', ...env } },
  );
  let output = '';
  child.stdout.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr.on('data', (c: Buffer) => (output += c.toString()));
  return new Promise<{ code: number | null; output: string }>((resolve) =>
    child.once('exit', (code) => resolve({ code, output })),
  );
}

const ADMIN = ['--email', 'owner@raipurwheels.example', '--role', 'admin'];

// The command's own PGlite DATA_DIR: the same on both test projects, so run it once.
describe.skipIf(testDatabaseKind() === 'postgres')('npm run staff:create in production', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'selfdrive-staff-create-'));
  });
  afterAll(() => fs.rm(dataDir, { recursive: true, force: true }));

  it('names every missing production setting and creates nothing', async () => {
    const run = await staffCreate({ NODE_ENV: 'production', DATA_DIR: dataDir }, ADMIN);
    expect(run.code).toBe(1);
    expect(run.output).toContain('Nothing was created; fix these settings:');
    expect(run.output).toContain('  - SMTP_URL:');
    expect(run.output).not.toMatch(/\n\s+at /);
    await expect(fs.readdir(dataDir)).resolves.toEqual([]);
  });

  it('refuses while a server answers on its port: a PGlite database has one owner', async () => {
    const server = http.createServer((_, res) => res.end('{"status":"ok"}'));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    try {
      const run = await staffCreate(
        { ...productionEnv(), DATA_DIR: dataDir, HOST: '127.0.0.1', PORT: String(port) },
        ADMIN,
      );
      expect(run.code).toBe(1);
      expect(run.output).toContain(`A server is running on port ${port}`);
    } finally {
      server.close();
    }
  });

  it('creates the first admin in DATA_DIR with the production settings and prints the invite link', async () => {
    await prepareDataDir(dataDir);
    // SMTP_URL points at a closed port: the link is printed all the same.
    const run = await staffCreate({ ...productionEnv(), DATA_DIR: dataDir, PORT: '1' }, ADMIN);
    expect(run.output).toContain('Created admin owner@raipurwheels.example');
    expect(run.output).toMatch(
      /Invite link \(the mail could not be sent, pass it on yourself\): https:\/\/selfdrive\.example\/staff\/invite\/\S+/,
    );
    expect(run.code).toBe(0);
  }, 90_000); // migrating a fresh PGlite database in a new process
});
