import { Redis } from 'ioredis';
import type { Config } from '../config.js';

/**
 * Connects to Redis (REDIS_URL) and checks it answers, so a wrong address stops the start
 * instead of failing requests later. Commands fail fast while Redis is away rather than queue.
 */
export async function openRedis(config: NonNullable<Config['redis']>): Promise<Redis> {
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
