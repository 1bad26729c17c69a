import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.js';
import { AvailabilityIndex } from './availability-index.js';
import type { TurnaroundMinutes } from './busy-sources.queries.js';
import { ChangeLogFollower, HOLE_WAIT_MS } from './change-log-follower.js';
import { baselineIds, pruneChanges, readChanges } from './change-log.queries.js';

/** How often each process reads the change log (other processes' writes show within this). */
export const POLL_MS = 200;
/** Change-log rows older than this are deleted, every PRUNE_EVERY_MS, by any process. */
const KEEP_CHANGES_MS = 60 * 60_000;
const PRUNE_EVERY_MS = 60_000;

export interface AvailabilityOptions {
  turnaround?: TurnaroundMinutes;
  /** How often the change log is read (POLL_MS). */
  pollMs?: number;
  /** How long a gap in its ids is waited for (HOLE_WAIT_MS), and an outage is survived. */
  holeWaitMs?: number;
}

/**
 * The availability index of this process, kept current from the change log (decision 0027):
 * every POLL_MS one read of the rows after the last seen (and the gaps still open) marks
 * their cars stale. A search right after this process wrote (its database counted a write
 * since the last read) reads the change log first, so the writer sees its change at once.
 * While reads fail the index answers nothing (the database does); after an outage longer than
 * the gap bound everything is reloaded rather than trusting the ids.
 */
export async function startAvailability(
  database: Database,
  log: FastifyBaseLogger,
  options: AvailabilityOptions = {},
): Promise<{ index: AvailabilityIndex; stop(): Promise<void> }> {
  const { db } = database;
  const index = new AvailabilityIndex(db, {
    ...(options.turnaround ? { turnaround: options.turnaround } : {}),
    onError: (error) => log.error({ err: error }, 'availability index: read failed'),
  });
  const holeWaitMs = options.holeWaitMs ?? HOLE_WAIT_MS;
  const follower = new ChangeLogFollower(holeWaitMs);
  /** Write count covered by the last successful read; when it last succeeded. */
  let covered = -1;
  let lastSuccess = Date.now();
  let failing = false;
  let running: Promise<void> | undefined;
  let runningCovers = -1;
  let queued: Promise<void> | undefined;
  let stopped = false;

  /** Where to start following, then everything read: a change in between is read twice. */
  const restart = async () => {
    follower.reset(await baselineIds(db), Date.now());
    await index.reload();
  };

  const poll = async (): Promise<void> => {
    const covers = database.writeCount();
    try {
      const wanted = follower.wanted();
      const rows = await readChanges(db, wanted.after, wanted.holes);
      const now = Date.now();
      if (failing && now - lastSuccess > holeWaitMs) {
        // Gaps may have lapsed unseen meanwhile: the ids are not to be trusted.
        log.info('availability index: change log readable again after a long outage, reloading');
        await restart();
      } else {
        const { fresh, overflow } = follower.accept(rows, now);
        if (overflow) await restart();
        else {
          for (const row of fresh) {
            index.markStale(row.carId ?? '*', row.carRow, row.bookingId ?? undefined);
          }
        }
        if (failing) log.info('availability index: change log readable again');
        index.resume();
      }
      failing = false;
      lastSuccess = Date.now();
      covered = Math.max(covered, covers);
    } catch (error) {
      if (!failing) log.warn({ err: error }, 'availability index: change log unreadable');
      failing = true;
      index.pause();
    }
  };

  /** One read at a time; a caller needing one that started after `writes` waits for it. */
  const pollCovering = (writes: number): Promise<void> => {
    if (running && runningCovers >= writes) return running;
    if (queued) return queued;
    const after = running ?? Promise.resolve();
    const next = after.then(() => {
      queued = undefined;
      runningCovers = database.writeCount();
      const run = poll();
      running = run;
      return run.finally(() => {
        if (running === run) running = undefined;
      });
    });
    queued = next;
    return next;
  };

  await restart();
  index.catchUp = () => {
    const writes = database.writeCount();
    return writes > covered ? pollCovering(writes) : undefined;
  };

  let timer: NodeJS.Timeout | undefined;
  const tick = () => {
    timer = setTimeout(() => {
      void pollCovering(database.writeCount()).finally(() => {
        if (!stopped) tick();
      });
    }, options.pollMs ?? POLL_MS);
    timer.unref();
  };
  tick();
  const pruning = setInterval(() => {
    pruneChanges(db, KEEP_CHANGES_MS).catch((error: unknown) =>
      log.warn({ err: error }, 'availability index: pruning the change log failed'),
    );
  }, PRUNE_EVERY_MS);
  pruning.unref();

  return {
    index,
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      clearInterval(pruning);
      await running?.catch(() => {});
    },
  };
}
