import type { JobQueue } from '../jobs/job-queue.js';
import type { DomainEventOf, DomainEventType } from './domain-events.js';
import type { EventBus } from './event-bus.js';

/**
 * The event bus over the job queue (transactional outbox): each emitted event becomes one job
 * per subscribed handler, inserted in the publisher's own transaction, so a job exists if and
 * only if the change committed and survives a crash right after the commit. Each handler is
 * a queue named after it, retried with backoff; handlers run at least once.
 */
export function createDurableEventBus(jobs: JobQueue): EventBus {
  const subscribers = new Map<DomainEventType, string[]>();

  return {
    async transaction(db, work) {
      const woken: string[] = [];
      const result = await db.transaction(async (tx) => {
        const emitted: { type: DomainEventType }[] = [];
        const value = await work(tx, (event) => void emitted.push(event));
        for (const event of emitted) {
          for (const name of subscribers.get(event.type) ?? []) {
            await jobs.send(tx, name, event);
            woken.push(name);
          }
        }
        return value;
      });
      for (const name of woken) jobs.kick(name);
      return result;
    },
    subscribe(type, name, handler) {
      subscribers.set(type, [...(subscribers.get(type) ?? []), name]);
      jobs.define(name, (data) => handler(data as DomainEventOf<typeof type>));
    },
    idle: () => jobs.idle(),
  };
}
