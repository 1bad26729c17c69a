import pg from 'pg';

/**
 * The channel the notify_car_change() triggers (migration 0017) notify on: each payload is
 * '<transaction id>:<car id>', or '<transaction id>:*' when many cars' cards changed.
 */
export const CAR_CHANGES_CHANNEL = 'car_changes';

/** What a change feed tells its subscriber. */
export interface ChangeFeedHandlers {
  /** A committed change's payload; the same payload may arrive more than once. */
  message(payload: string): void;
  /** The feed's connection dropped: messages from now on may be lost until `resumed`. */
  gap(): void;
  /** Listening again after a gap; whatever was missed must be read afresh now. */
  resumed(): void;
}

export interface ChangeFeed {
  stop(): Promise<void>;
}

/** Fan-out of notifications to the subscribers of one database handle. */
export class NotificationHub {
  private readonly subscribers = new Set<(channel: string, payload: string) => void>();

  dispatch(channel: string, payload: string) {
    for (const subscriber of this.subscribers) subscriber(channel, payload);
  }

  subscribe(channel: string, message: (payload: string) => void): () => void {
    const subscriber = (from: string, payload: string) => {
      if (from === channel) message(payload);
    };
    this.subscribers.add(subscriber);
    return () => void this.subscribers.delete(subscriber);
  }
}

/** The name the feed's connection shows in pg_stat_activity (tests drop it on purpose). */
export const CHANGE_FEED_APPLICATION_NAME = 'selfdrive-change-feed';
const RETRY_MS = { first: 100, max: 2_000 };

/**
 * PostgreSQL: every pool connection LISTENs from its start (`listenOnPoolConnections`), so
 * the process that commits a change hears it before its COMMIT returns (PostgreSQL sends a
 * session its own notifications just before ReadyForQuery); a dedicated connection, outside
 * the pool, hears every other process's even while the pool is empty. When that connection
 * drops, `gap` fires, and it reconnects with a growing pause until it listens again, then
 * `resumed` fires.
 */
export async function openPostgresChangeFeed(
  pool: pg.Pool,
  hub: NotificationHub,
  channel: string,
  handlers: ChangeFeedHandlers,
): Promise<ChangeFeed> {
  const unsubscribe = hub.subscribe(channel, handlers.message);
  let stopped = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;

  const connect = async (): Promise<pg.Client> => {
    const next = new pg.Client({
      ...(pool.options as pg.ClientConfig),
      application_name: CHANGE_FEED_APPLICATION_NAME,
      keepAlive: true,
    });
    next.on('error', () => {}); // until it listens; a failed attempt rejects below
    next.on('notification', (n) => {
      if (n.channel === channel) handlers.message(n.payload ?? '');
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${channel}`);
    } catch (error) {
      void next.end().catch(() => {});
      throw error;
    }
    let lost = false;
    const onLost = () => {
      if (lost || stopped) return;
      lost = true;
      void next.end().catch(() => {});
      handlers.gap();
      reconnect(RETRY_MS.first);
    };
    next.on('error', onLost);
    next.on('end', onLost);
    return next;
  };
  const reconnect = (delay: number) => {
    client = undefined;
    retry = setTimeout(() => {
      connect().then(
        (next) => {
          if (stopped) return void next.end().catch(() => {});
          client = next;
          handlers.resumed();
        },
        () => {
          if (!stopped) reconnect(Math.min(delay * 2, RETRY_MS.max));
        },
      );
    }, delay);
  };

  client = await connect();
  return {
    stop: async () => {
      stopped = true;
      unsubscribe();
      clearTimeout(retry);
      await client?.end().catch(() => {});
    },
  };
}

/**
 * Every connection of the pool LISTENs on the channels before its first use (pg-pool's
 * `onConnect` hook, read at each connect) and hands what it hears to the hub.
 */
export function listenOnPoolConnections(pool: pg.Pool, hub: NotificationHub, channels: string[]) {
  const options = pool.options as { onConnect?: (client: pg.PoolClient) => unknown };
  const before = options.onConnect;
  options.onConnect = async (client) => {
    await before?.(client);
    // Only the connection's own writes: the feed's connection hears every other session's.
    const ownPid = (client as unknown as { processID: number }).processID;
    client.on('notification', (n) => {
      if (n.processId === ownPid) hub.dispatch(n.channel, n.payload ?? '');
    });
    for (const channel of channels) await client.query(`LISTEN ${channel}`);
  };
}
