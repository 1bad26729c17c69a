import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/**
 * Every metric the server exports (Prometheus text at METRICS_PORT or /api/metrics with
 * METRICS_TOKEN; docs/operations.md). One registry per app, so two apps in one test process
 * count apart.
 */
export function createMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry }); // process_* and nodejs_* (CPU, memory, GC, loop lag)
  return {
    registry,
    httpDuration: new Histogram({
      name: 'selfdrive_http_request_duration_seconds',
      help: 'Time to answer a request, by method, route pattern and status code.',
      labelNames: ['method', 'route', 'status_code'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    }),
    queryDuration: new Histogram({
      name: 'selfdrive_db_query_duration_seconds',
      help: 'Time of one database statement, by outcome (ok or error).',
      labelNames: ['outcome'] as const,
      buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 5],
      registers: [registry],
    }),
    bookings: new Counter({
      name: 'selfdrive_bookings_total',
      help: 'Bookings by outcome: confirmed (paid), extended (an extension paid) or cancelled.',
      labelNames: ['outcome'] as const,
      registers: [registry],
    }),
    payments: new Counter({
      name: 'selfdrive_payments_total',
      help: 'Payments by outcome: succeeded, failed (gateway) or rejected (UTR not matched).',
      labelNames: ['outcome'] as const,
      registers: [registry],
    }),
    refunds: new Counter({
      name: 'selfdrive_refunds_total',
      help: 'Refunds by outcome: owed (a cancellation owes one) or sent (paid out).',
      labelNames: ['outcome'] as const,
      registers: [registry],
    }),
    refundedPaise: new Counter({
      name: 'selfdrive_refunds_sent_paise_total',
      help: 'Money paid back to customers, in paise.',
      registers: [registry],
    }),
  };
}

export type Metrics = ReturnType<typeof createMetrics>;

/** A gauge whose values are read when Prometheus scrapes. */
export function scrapedGauge<L extends string>(
  metrics: Metrics,
  name: string,
  help: string,
  labelNames: readonly L[],
  read: (gauge: Gauge<L>) => Promise<void> | void,
): void {
  new Gauge<L>({
    name,
    help,
    labelNames,
    registers: [metrics.registry],
    async collect() {
      this.reset();
      await read(this);
    },
  });
}
