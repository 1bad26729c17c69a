import fs from 'node:fs/promises';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { CONTACT_SUCCESS_MESSAGE } from '../shared/contact.js';
import { openDatabase } from './db/client.js';
import { contactMessages } from './db/schema.js';
import { withDatabase } from './test/global-setup.js';
import { testDatabaseKind } from './test/test-database.js';
import {
  prepareDataDir,
  spawnServer,
  waitUntilHealthy,
  type ServerProcess,
} from './test/server-process.js';

// One fixed port per test project (from this task's range), so two projects never clash.
const PORT = testDatabaseKind() === 'postgres' ? 3213 : 3212;

let server: ServerProcess | undefined;
let dataDir: string | undefined;
afterEach(async () => {
  if (server && server.child.exitCode === null) server.child.kill('SIGKILL');
  if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
  server = undefined;
  dataDir = undefined;
});

/** A new TCP connection: resolves 'refused' or 'accepted'. */
const tryConnect = () =>
  new Promise<'refused' | 'accepted'>((resolve) => {
    const socket = net.connect(PORT, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve('accepted');
    });
    socket.once('error', () => resolve('refused'));
  });

/** An empty database of this project's kind for a server process that migrates it at start. */
async function freshServerDatabase(): Promise<{
  env: Record<string, string>;
  config: Parameters<typeof openDatabase>[0];
  drop: () => Promise<void>;
}> {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'selfdrive-shutdown-'));
  if (testDatabaseKind() === 'postgres') {
    const url = process.env.TEST_DATABASE_URL!;
    const name = `selfdrive_shutdown_${process.pid}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${name}`);
    const databaseUrl = withDatabase(url, name);
    return {
      env: { DATA_DIR: dataDir, DATABASE_URL: databaseUrl },
      config: { kind: 'postgres' as const, url: databaseUrl, poolSize: 2 },
      drop: async () => {
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.end();
      },
    };
  }
  await prepareDataDir(dataDir);
  return {
    env: { DATA_DIR: dataDir },
    config: { kind: 'pglite' as const, dataDir: path.join(dataDir, 'pglite') },
    drop: async () => {},
  };
}

describe('the server process', () => {
  it('refuses to start in production with nothing set, naming every setting at once', async () => {
    server = spawnServer({ NODE_ENV: 'production', PORT: String(PORT) });
    expect(await server.exited).toBe(1);
    const output = server.output();
    expect(output).toContain('The server will not start; fix these settings:');
    for (const name of ['PAYMENT_GATEWAY', 'PUBLIC_URL', 'SMTP_URL', 'UPI_VPA', 'BANK_IFSC']) {
      expect(output).toContain(`  - ${name}:`);
    }
    expect(output).not.toMatch(/\n\s+at /); // a message, not a stack trace
  });

  it('on SIGTERM finishes the request in flight, refuses new connections, closes the database and exits 0', async () => {
    const database = await freshServerDatabase();
    server = spawnServer({
      NODE_ENV: 'test',
      PORT: String(PORT),
      SEED_DEMO: 'false',
      ...database.env,
    });
    await waitUntilHealthy(server, PORT, 80_000);

    // A contact form whose body is still arriving when SIGTERM comes: a request in flight.
    const body = JSON.stringify({
      name: 'Asha Verma',
      email: 'asha@example.test',
      phone: '9876501234',
      message: 'Is a Creta free this Sunday?',
    });
    const half = Math.floor(body.length / 2);
    let inFlight: http.ClientRequest | undefined;
    const answer = new Promise<{ status: number; text: string }>((resolve, reject) => {
      const request = http.request(
        {
          host: '127.0.0.1',
          port: PORT,
          method: 'POST',
          path: '/api/contact',
          agent: false,
          headers: { 'content-type': 'application/json', 'content-length': body.length },
        },
        (res) => {
          let text = '';
          res.on('data', (chunk: Buffer) => (text += chunk.toString()));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
        },
      );
      request.on('error', reject);
      request.write(body.slice(0, half));
      inFlight = request;
    });
    answer.catch(() => undefined); // awaited below; a reset must fail the test, not the run
    // The server has read the request's head once it has answered a later one.
    expect((await fetch(`http://127.0.0.1:${PORT}/api/health`)).status).toBe(200);

    server.child.kill('SIGTERM');
    let refused = false;
    for (let i = 0; i < 100 && !refused; i++) {
      refused = (await tryConnect()) === 'refused';
      if (!refused) await new Promise((r) => setTimeout(r, 20));
    }
    expect(refused, 'new connections are refused while shutting down').toBe(true);
    expect(server.child.exitCode, 'still running while a request is in flight').toBeNull();

    inFlight!.end(body.slice(half));
    const { status, text } = await answer;
    expect(status).toBe(200);
    expect(JSON.parse(text)).toEqual({ message: CONTACT_SUCCESS_MESSAGE });
    expect(await server.exited).toBe(0);

    // The message was committed and the database was left closed: it opens again with the row.
    const reopened = await openDatabase(database.config);
    try {
      const rows = await reopened.db.select().from(contactMessages);
      expect(rows.map((r) => r.email)).toEqual(['asha@example.test']);
    } finally {
      await reopened.close();
      await database.drop();
    }
  }, 90_000);
});
