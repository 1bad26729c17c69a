import fs from 'node:fs/promises';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { CONTACT_SUCCESS_MESSAGE } from '../shared/contact.js';
import { openDatabase } from './db/client.js';
import { contactMessages } from './db/schema.js';
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

  // About the process, not the engine: run once, on the PGlite project (its template is at hand).
  it.skipIf(testDatabaseKind() === 'postgres')(
    'on SIGTERM finishes the request in flight, refuses new connections, closes the database and exits 0',
    async () => {
      dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'selfdrive-shutdown-'));
      await prepareDataDir(dataDir);
      server = spawnServer({
        NODE_ENV: 'test',
        PORT: String(PORT),
        DATA_DIR: dataDir,
        SEED_DEMO: 'false',
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
      const database = await openDatabase({
        kind: 'pglite',
        dataDir: path.join(dataDir, 'pglite'),
      });
      try {
        const rows = await database.db.select().from(contactMessages);
        expect(rows.map((r) => r.email)).toEqual(['asha@example.test']);
      } finally {
        await database.close();
      }
    },
    90_000,
  );
});
