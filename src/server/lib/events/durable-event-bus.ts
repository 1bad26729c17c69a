import type { JobQueue } from '../jobs/job-queue.js';
import type { DomainEvent, DomainEventOf, DomainEventType } from './domain-events.js';
import { tellObservers, type EventBus, type EventObserver } from './event-bus.js';

/**
 * The event bus over the job queue (transactional outbox): each emitted event becomes one job
 * per subscribed handler, inserted in the publisher's own transaction, so a job exists if and
 * only if the change committed and survives a crash right after the commit. Each handler is
 * a queue named after it, retried with backoff; handlers run at least once.
 */
export function createDurableEventBus(jobs: JobQueue): EventBus {
  const subscribers = new Map<DomainEventType, string[]>();
  const observers: EventObserver[] = [];

  return {
    async transaction(db, work) {
      const woken: string[] = [];
      const emitted: DomainEvent[] = [];
      const result = await db.transaction(async (tx) => {
        emitted.length = 0; // a retried transaction emits again
        const value = await work(tx, (event) => void emitted.push(event));
        const byQueue = new Map<string, DomainEvent[]>();
        for (const event of emitted) {
          for (const name of subscribers.get(event.type) ?? []) {
            const queued = byQueue.get(name);
            if (queued) queued.push(event);
            else byQueue.set(name, [event]);
          }
        }
        // One statement per queue: an import that bills thousands of bookings tells each once.
        for (const [name, events] of byQueue) {
          const [only] = events;
          if (events.length === 1 && only) await jobs.send(tx, name, only);
          else await jobs.sendMany(tx, name, events);
          woken.push(name);
        }
        return value;
      });
      tellObservers(observers, emitted);
      for (const name of woken) jobs.kick(name);
      return result;
    },
    subscribe(type, name, handler) {
      subscribers.set(type, [...(subscribers.get(type) ?? []), name]);
      jobs.define(name, (data) => handler(data as DomainEventOf<typeof type>));
    },
    idle: () => jobs.idle(),
    observe: (listener) => void observers.push(listener),
  };
}
