import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../../db/client.js';
import type { DomainEvent, DomainEventOf, DomainEventType, Emit } from './domain-events.js';

export type EventHandler<K extends DomainEventType> = (event: DomainEventOf<K>) => Promise<void>;

/**
 * The seam between the services that change state and the side work that follows (mail, SMS,
 * later more). Publishers only call `transaction`; subscribers only call `subscribe`. The
 * in-process bus below delivers after commit, off the request; a durable bus (a job queue in
 * PostgreSQL) can implement the same interface by writing the emitted events as jobs inside
 * the same transaction, without a change to any publisher or handler.
 */
export interface EventBus {
  /** Runs `work` in one transaction; what it emits is delivered only once that commits. */
  transaction<T>(db: Db, work: (tx: Tx, emit: Emit) => Promise<T>): Promise<T>;
  /** Registers a handler; `name` identifies it in logs (and would name a queue). */
  subscribe<K extends DomainEventType>(type: K, name: string, handler: EventHandler<K>): void;
  /** Resolves once every delivery started so far has ended (shutdown, tests). */
  idle(): Promise<void>;
  /**
   * Sees each event once, in the process that committed it, right after the commit; for
   * counting (metrics), not for work that must happen: that subscribes.
   */
  observe(listener: EventObserver): void;
}

export type EventObserver = (event: DomainEvent) => void;

/** Tells each observer of `events`; an observer's failure never reaches the publisher. */
export function tellObservers(
  observers: readonly EventObserver[],
  events: readonly DomainEvent[],
): void {
  for (const event of events) {
    for (const observe of observers) {
      try {
        observe(event);
      } catch {
        // counting must never fail a committed change
      }
    }
  }
}

/**
 * Delivers each committed event to its handlers on a later turn of the event loop, so the
 * request that caused it answers first. A handler that fails is logged and does not affect
 * the publisher or the other handlers. Nothing survives a crash: see docs/architecture.md.
 */
export function createInProcessEventBus(log: FastifyBaseLogger): EventBus {
  const handlers = new Map<DomainEventType, { name: string; run: EventHandler<never> }[]>();
  const running = new Set<Promise<void>>();
  const observers: EventObserver[] = [];

  const deliver = (event: { type: DomainEventType }) => {
    for (const { name, run } of handlers.get(event.type) ?? []) {
      const delivery = new Promise<void>((resolve) => setImmediate(resolve))
        .then(() => run(event as never))
        .catch((error: unknown) =>
          log.error({ err: error, event, handler: name }, 'event handler failed'),
        )
        .finally(() => running.delete(delivery));
      running.add(delivery);
    }
  };

  return {
    async transaction(db, work) {
      const emitted: DomainEvent[] = [];
      const result = await db.transaction((tx) => work(tx, (event) => void emitted.push(event)));
      tellObservers(observers, emitted);
      for (const event of emitted) deliver(event);
      return result;
    },
    subscribe(type, name, handler) {
      const list = handlers.get(type) ?? [];
      list.push({ name, run: handler as unknown as EventHandler<never> });
      handlers.set(type, list);
    },
    async idle() {
      while (running.size > 0) await Promise.allSettled([...running]);
    },
    observe: (listener) => void observers.push(listener),
  };
}
