import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { z } from 'zod';
import type { Database } from '../db/client.js';
import { JOB_SCHEMA } from '../db/migrate.js';
import type { JobQueue } from './jobs/job-queue.js';

/** How long one dependency may take to answer before it counts as unavailable. */
const CHECK_TIMEOUT_MS = 2_000;

const checkState = z.enum(['ok', 'unavailable', 'not configured']);
const readySchema = z.object({
  status: z.enum(['ready', 'not-ready']),
  message: z.string().optional(),
  checks: z.object({ database: checkState, redis: checkState, jobs: checkState }),
});

declare module 'fastify' {
  interface FastifyInstance {
    /** Set when the process starts shutting down: /api/ready answers 503 from then on. */
    readiness: { shuttingDown: boolean };
  }
}

async function answers(check: () => Promise<unknown>): Promise<'ok' | 'unavailable'> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timed out')), CHECK_TIMEOUT_MS);
  });
  try {
    await Promise.race([check(), timeout]);
    return 'ok';
  } catch {
    return 'unavailable';
  } finally {
    clearTimeout(timer);
  }
}

/**
 * GET /api/ready, for a load balancer or an orchestrator: 200 when this process can serve
 * (the database, Redis when configured, and the job queue answer), 503 with the failing parts
 * while one does not, and from the moment the process starts shutting down. /api/health stays
 * the cheap liveness check.
 */
export function registerReadiness(
  app: FastifyInstance,
  deps: { database: Database; redis: Redis | undefined; jobs: JobQueue },
): void {
  const state = { shuttingDown: false };
  app.decorate('readiness', state);
  app.addHook('preClose', async () => {
    state.shuttingDown = true;
  });
  app.get(
    '/api/ready',
    {
      config: { access: 'public' },
      schema: {
        tags: ['site'],
        summary: 'Ready to serve: the database, Redis (when configured) and the job queue answer',
        response: { 200: readySchema, 503: readySchema },
      },
    },
    async (_request, reply) => {
      const { database, redis, jobs } = deps;
      const [db, cache, queue] = await Promise.all([
        answers(() => database.ping()),
        redis ? answers(() => redis.ping()) : ('not configured' as const),
        jobs.running()
          ? answers(() => database.executeSql(`select version from ${JOB_SCHEMA}.version`))
          : ('unavailable' as const),
      ]);
      const checks = { database: db, redis: cache, jobs: queue };
      const failing = Object.entries(checks).filter(([, v]) => v === 'unavailable');
      if (!state.shuttingDown && failing.length === 0) return { status: 'ready' as const, checks };
      const message = state.shuttingDown
        ? 'The server is shutting down.'
        : `Not answering: ${failing.map(([name]) => name).join(', ')}.`;
      return reply
        .status(503)
        .header('retry-after', '5')
        .send({ status: 'not-ready' as const, message, checks });
    },
  );
}
