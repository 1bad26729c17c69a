import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { shutDownGracefully } from './graceful-shutdown.js';

describe('graceful shutdown', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('gives up with exit code 1 when a request is still in flight after the grace period', async () => {
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = t.app.server.address() as AddressInfo;
    const body = JSON.stringify({ name: 'Ravi', email: 'ravi@example.test', phone: '9876501235' });
    const request = http.request({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/api/contact',
      agent: false,
      headers: { 'content-type': 'application/json', 'content-length': body.length },
    });
    const answered = new Promise<number>((resolve, reject) => {
      request.on('response', (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      });
      request.on('error', reject);
    });
    request.write(body.slice(0, 10));
    // The server has read the request's head once it has answered a later one.
    expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);

    const exits: number[] = [];
    const started = Date.now();
    const closing = shutDownGracefully(t.app, 'SIGTERM', {
      graceMs: 300,
      exit: (code) => void exits.push(code),
    });
    await new Promise((r) => setTimeout(r, 600));
    expect(exits, 'forced exit after the grace period').toEqual([1]);
    expect(Date.now() - started).toBeGreaterThanOrEqual(300);

    // Had the process not exited, the request would still have been served, then a clean exit.
    request.end(body.slice(10));
    expect(await answered).toBe(200);
    await closing;
    expect(exits).toEqual([1, 0]);
  });
});
