import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client.js';
import { lapseExpiredHolds } from './bookings.queries.js';

const SWEEP_INTERVAL_MS = 60_000;

/**
 * Unpaid bookings past their hold lapse, so the exclusion constraint frees their cars for the
 * search too (a new booking of the same car also lapses them first, in its own transaction).
 */
export const holdSweepPlugin =
  (db: Db, intervalMs = SWEEP_INTERVAL_MS): FastifyPluginAsync =>
  async (app) => {
    let running: Promise<unknown> | undefined;
    const timer = setInterval(() => {
      if (running) return;
      running = lapseExpiredHolds(db)
        .catch((error: unknown) => app.log.error({ err: error }, 'booking hold sweep failed'))
        .finally(() => {
          running = undefined;
        });
    }, intervalMs);
    timer.unref();
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await running;
    });
  };
