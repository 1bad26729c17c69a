import type { Redis } from 'ioredis';
import type { Config } from '../config.js';

/**
 * Connects to Redis (REDIS_URL) and checks it answers, so a wrong address stops the start
 * instead of failing requests later. Commands fail fast while Redis is away rather than queue.
 */
export async function openRedis(config: NonNullable<Config['redis']>): Promise<Redis> {
  // Loaded only when REDIS_URL is set (decision 0043).
  const { Redis } = await import('ioredis');
  const redis = new Redis(config.url, {
    lazyConnect: true,
    connectTimeout: 5_000,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
  });
  redis.on('error', () => {}); // reconnects by itself; each failed command reports its error
  await redis.connect();
  await redis.ping();
  return redis;
}

/** ioredis's own words when it cannot reach the server (no offline queue, so it fails at once). */
const CONNECTION_FAILURE =
  /Stream isn't writeable|Connection is closed|Reached the max retries per request limit/;

/** True when this failure came from Redis being unreachable, not from the request. */
export function redisUnavailable(redis: Redis | undefined, error: Error): boolean {
  if (!redis) return false;
  return (
    redis.status !== 'ready' ||
    error.name === 'MaxRetriesPerRequestError' ||
    CONNECTION_FAILURE.test(error.message)
  );
}
