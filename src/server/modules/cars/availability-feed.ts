import type { FastifyBaseLogger } from 'fastify';
import { CAR_CHANGES_CHANNEL } from '../../db/change-feed.js';
import type { Database } from '../../db/client.js';
import { AvailabilityIndex } from './availability-index.js';
import type { TurnaroundMinutes } from './busy-sources.queries.js';

/** How many payloads to remember: the same change can arrive once per listening connection. */
const REMEMBERED_PAYLOADS = 10_000;

/**
 * The availability index of this process, kept current by the database's change feed: every
 * committed change to a car's bookings, blocks, card or packages marks it stale (its own
 * writes before their COMMIT returns, other processes' within milliseconds), and a dropped
 * feed makes the index answer from the database until it listens again and has reloaded
 * everything, so a missed message cannot leave a stale car (decision 0027).
 */
export async function startAvailability(
  database: Database,
  log: FastifyBaseLogger,
  options: { turnaround?: TurnaroundMinutes } = {},
): Promise<{ index: AvailabilityIndex; stop(): Promise<void> }> {
  const index = new AvailabilityIndex(database.db, {
    ...options,
    onError: (error) => log.error({ err: error }, 'availability index: read failed'),
  });
  const seen = new Set<string>();
  const feed = await database.listen(CAR_CHANGES_CHANNEL, {
    message(payload) {
      if (seen.has(payload)) return;
      seen.add(payload);
      if (seen.size > REMEMBERED_PAYLOADS) seen.delete(seen.values().next().value!);
      // '<txid>:<car id>', '<txid>:<car id>:car' (the car's own row) or '<txid>:*'.
      const [, car, kind] = payload.split(':');
      if (car === '*') index.markStale('*');
      else if (car && /^\d+$/.test(car)) index.markStale(Number(car), kind === 'car');
    },
    gap() {
      log.warn('availability index: change feed dropped, answering from the database');
      index.gap();
    },
    resumed() {
      log.info('availability index: change feed back, reloading');
      void index.resumed();
    },
  });
  // Listening first, then reading: a change committed meanwhile is read or re-read, never lost.
  await index.load();
  return { index, stop: () => feed.stop() };
}
