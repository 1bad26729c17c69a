import { timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.js';
import { HttpError } from '../http-errors.js';
import type { Metrics } from './metrics.js';

/** Counts every answer by route pattern (never the raw URL: ids would explode the series). */
export function measureRequests(app: FastifyInstance, metrics: Metrics): void {
  app.addHook('onResponse', async (request, reply) => {
    metrics.httpDuration.observe(
      {
        method: request.method,
        route: request.routeOptions.url ?? 'unmatched',
        status_code: String(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    );
  });
}

const sameToken = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * Where Prometheus reads the metrics, never on the public site: GET /api/metrics with
 * `Authorization: Bearer $METRICS_TOKEN` when the token is set (otherwise the route does not
 * exist), and/or GET /metrics on METRICS_HOST:METRICS_PORT, a listener of its own that the
 * reverse proxy does not forward to.
 */
export function serveMetrics(app: FastifyInstance, config: Config, metrics: Metrics): void {
  const { token, port, host } = config.metrics;
  if (token) {
    app.get(
      '/api/metrics',
      // Not a visitor's route: its own bearer token guards it.
      { schema: { hide: true }, config: { access: 'public' } },
      async (request, reply) => {
        const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
        if (!given || !sameToken(given, token))
          throw new HttpError(401, 'The metrics need their token.');
        return reply.type(metrics.registry.contentType).send(await metrics.registry.metrics());
      },
    );
  }
  if (port === undefined) return;
  const server = http.createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
      response.writeHead(404).end();
      return;
    }
    metrics.registry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': metrics.registry.contentType }).end(text),
      (error: unknown) => {
        app.log.error({ err: error }, 'metrics scrape failed');
        response.writeHead(500).end();
      },
    );
  });
  app.addHook('onReady', async () => {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, host, () => resolve());
    });
  });
  app.addHook('onClose', async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
}
