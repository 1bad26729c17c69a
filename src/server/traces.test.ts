import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { SpanKind } from '@opentelemetry/api';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';
import {
  bookableCar,
  bookingBody,
  customerSession,
} from './modules/bookings/bookings-test-helpers.js';
import { payWithTestGateway } from './modules/payments/payments-test-helpers.js';
import { startOtlpCollector } from './test/otlp-collector.js';
import { createTestApp } from './test/test-app.js';

const CALLER_TRACE = '4bf92f3577b34da6a3ce929d0e0e4736';
const CALLER_SPAN = '00f067aa0ba902b7';
const SOCKET_TRACE = '5cf92f3577b34da6a3ce929d0e0e4799';

describe('OpenTelemetry traces', () => {
  it('are off, with no SDK, unless an OTLP endpoint is set', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).tracing).toBeUndefined();
    expect(
      loadConfig({ NODE_ENV: 'test', OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:4318/' })
        .tracing,
    ).toEqual({
      tracesUrl: 'http://127.0.0.1:4318/v1/traces',
      serviceName: 'selfdrive',
      sampleRatio: 1,
    });
  });

  it('a booking request, its statements and the job it starts reach the collector', async () => {
    const collector = await startOtlpCollector();
    const t = await createTestApp({
      seed: true,
      env: {
        RATE_LIMITS: 'false',
        OTEL_EXPORTER_OTLP_ENDPOINT: collector.endpoint,
        OTEL_SERVICE_NAME: 'selfdrive-test',
      },
    });
    try {
      const alice = await customerSession(t.app, t.db);
      const target = await bookableCar(t.db, 0);
      const booked = await t.app.inject({
        method: 'POST',
        url: '/api/bookings',
        headers: {
          cookie: alice.cookie,
          'idempotency-key': crypto.randomUUID(),
          traceparent: `00-${CALLER_TRACE}-${CALLER_SPAN}-01`,
        },
        payload: bookingBody(target),
      });
      expect(booked.statusCode).toBe(201);
      const booking = booked.json<{ id: number }>();
      // Paying confirms the booking; its confirmation mail is a job (booking.confirmed).
      await payWithTestGateway(t.app, alice.cookie, booking.id);
      await t.events.idle();
      // Over a real socket too: the body arrives in the socket's async context, and the
      // handler's statements must still be children of the request's span.
      await t.app.listen({ host: '127.0.0.1', port: 0 });
      const { port } = t.app.server.address() as AddressInfo;
      // The body in two packets: its second half is read in the socket's context, after the
      // hooks that ran with the headers.
      const body = JSON.stringify(bookingBody(await bookableCar(t.db, 1)));
      const status = await new Promise<number>((resolve, reject) => {
        const req = http.request(
          {
            host: '127.0.0.1',
            port,
            method: 'POST',
            path: '/api/bookings',
            headers: {
              cookie: alice.cookie,
              'content-type': 'application/json',
              'content-length': Buffer.byteLength(body),
              'idempotency-key': crypto.randomUUID(),
              traceparent: `00-${SOCKET_TRACE}-${CALLER_SPAN}-01`,
            },
          },
          (res) => {
            res.resume();
            resolve(res.statusCode!);
          },
        );
        req.on('error', reject);
        req.flushHeaders();
        req.write(body.slice(0, 10), () => setTimeout(() => req.end(body.slice(10)), 50));
      });
      const overSocket = { status };
      expect(overSocket.status).toBe(201);
      const missing = await t.app.inject(`/api/cars/999999`);
      expect(missing.statusCode).toBe(404);
    } finally {
      await t.close(); // sends what is still buffered
    }
    await collector.close();

    expect(collector.paths[0]).toMatch(/^POST \/v1\/traces application\/json/);
    const { spans } = collector;
    expect(new Set(spans.map((s) => s.service))).toEqual(new Set(['selfdrive-test']));

    const request = spans.find((s) => s.name === 'POST /api/bookings');
    expect(request).toMatchObject({
      kind: SpanKind.SERVER + 1, // OTLP numbers kinds from 1 (SPAN_KIND_SERVER = 2)
      traceId: CALLER_TRACE,
      parentSpanId: CALLER_SPAN,
      attributes: {
        'http.request.method': 'POST',
        'http.route': '/api/bookings',
        'http.response.status_code': 201,
        'url.path': '/api/bookings',
      },
    });
    const statements = spans.filter((s) => s.parentSpanId === request!.spanId);
    expect(statements.length).toBeGreaterThan(0);
    expect(statements.every((s) => s.attributes['db.system.name'] === 'postgresql')).toBe(true);
    // The booking is written by one statement (a data-modifying CTE, decision 0004).
    expect(
      statements.some((s) => /insert into "?bookings/i.test(String(s.attributes['db.query.text']))),
    ).toBe(true);
    expect(statements[0]!.attributes['selfdrive.db.engine']).toBe(
      t.databaseUrl ? 'postgres' : 'pglite',
    );

    const socketRequest = spans.find(
      (s) => s.traceId === SOCKET_TRACE && s.name === 'POST /api/bookings',
    );
    expect(socketRequest?.attributes['http.response.status_code']).toBe(201);
    expect(
      spans.some(
        (s) =>
          s.parentSpanId === socketRequest!.spanId &&
          /insert into "?bookings/i.test(String(s.attributes['db.query.text'])),
      ),
    ).toBe(true);

    const pay = spans.find((s) => s.name === 'POST /api/bookings/:id/pay');
    expect(pay?.attributes['url.path']).toMatch(/^\/api\/bookings\/\d+\/pay$/);

    const notFound = spans.find((s) => s.name === 'GET /api/cars/:id');
    expect(notFound?.attributes['http.response.status_code']).toBe(404);

    const job = spans.find((s) => s.name === 'job mail-booking-confirmed');
    expect(job).toMatchObject({
      kind: SpanKind.CONSUMER + 1,
      parentSpanId: '',
      attributes: {
        'messaging.system': 'pg-boss',
        'messaging.destination.name': 'mail-booking-confirmed',
      },
    });
    expect(spans.some((s) => s.parentSpanId === job!.spanId && s.attributes['db.query.text'])).toBe(
      true,
    );
    // The job queue's own polling, outside any request or job, makes no spans.
    expect(spans.filter((s) => s.parentSpanId === '' && s.kind === SpanKind.CLIENT + 1)).toEqual(
      [],
    );
  });
});
