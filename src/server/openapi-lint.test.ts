import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT_DIR } from './config.js';
import { createTestApp, type TestApp } from './test/test-app.js';
import { ROUTE_RULES } from './route-rules.test-data.js';

interface Problem {
  ruleId: string;
  severity: 'error' | 'warn';
  message: string;
  location: { pointer?: string }[];
}

type Document = {
  paths: Record<string, Record<string, { operationId: string; security: object[] }>>;
};

const REDOCLY = path.join(ROOT_DIR, 'node_modules', '@redocly', 'cli', 'bin', 'cli.js');

describe('the OpenAPI document', () => {
  let t: TestApp;
  let document: Document;
  let dir: string;
  beforeAll(async () => {
    // The document names the site's own address (PUBLIC_URL) as its server.
    t = await createTestApp({ env: { PUBLIC_URL: 'https://selfdrive.test' } });
    document = (await t.app.inject('/api/openapi.json')).json();
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'selfdrive-openapi-'));
  });
  afterAll(async () => {
    await t.close();
    await fs.rm(dir, { recursive: true, force: true });
  });

  it("passes Redocly's recommended rules without a problem", async () => {
    const file = path.join(dir, 'openapi.json');
    await fs.writeFile(file, JSON.stringify(document));
    const lint = await promisify(execFile)(
      process.execPath,
      [REDOCLY, 'lint', '--extends=recommended', '--format=json', '--max-problems=1000', file],
      { cwd: dir, maxBuffer: 64 * 1024 * 1024 },
    ).catch((failed: { stdout: string }) => failed); // exits 1 on errors; the report says which
    const { problems } = JSON.parse(lint.stdout) as { problems: Problem[] };
    expect(
      problems.map((p) => `${p.severity} ${p.ruleId}: ${p.message} (${p.location[0]?.pointer})`),
    ).toEqual([]);
  });

  it('gives each operation the security of its route: none, customer or staff session', () => {
    const mismatches: string[] = [];
    for (const [docPath, item] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(item)) {
        const url = docPath.replace(/\{([^}]+)\}/g, ':$1');
        const route = t.app.routeTable.find(
          (r) => r.url === url && r.method === method.toUpperCase(),
        );
        const access = ROUTE_RULES[`${method.toUpperCase()} ${url}`]?.access ?? route?.access;
        const expected =
          access === 'customer'
            ? [{ customerSession: [] }]
            : access === 'staff' || access === 'console'
              ? [{ staffSession: [] }]
              : [];
        if (JSON.stringify(operation.security) !== JSON.stringify(expected))
          mismatches.push(`${method} ${docPath}: ${JSON.stringify(operation.security)}`);
      }
    }
    expect(mismatches).toEqual([]);
  });

  it('names every operation uniquely from its method and path', () => {
    const ids = Object.values(document.paths).flatMap((item) =>
      Object.values(item).map((operation) => operation.operationId),
    );
    expect(new Set(ids).size).toBe(ids.length);
    expect(document.paths['/api/cars/{id}']!.get!.operationId).toBe('getCarsById');
  });

  it('names the site as its server and answers each operation with the API error body', () => {
    expect((document as unknown as { servers: unknown }).servers).toEqual([
      { url: 'https://selfdrive.test', description: 'This site' },
    ]);
    const responses = (
      document.paths['/api/bookings/{id}/cancel']!.post as unknown as {
        responses: Record<string, unknown>;
      }
    ).responses;
    expect(Object.keys(responses)).toEqual(expect.arrayContaining(['200', '400', '401', '404']));
    expect(responses['401']).toEqual({
      description: expect.any(String),
      content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
    });
  });
});
