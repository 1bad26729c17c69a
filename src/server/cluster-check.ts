import { loadConfig } from './config.js';

/** What several processes need: one database server and one place to count rate limits. */
export function clusterProblems(env: NodeJS.ProcessEnv, count: number): string[] {
  if (count === 1) return [];
  const config = loadConfig(env);
  const problems: string[] = [];
  if (config.database.kind !== 'postgres') {
    problems.push('DATABASE_URL: several processes need PostgreSQL (PGlite has one owner)');
  }
  if (config.rateLimits && !config.redis) {
    problems.push('REDIS_URL: several processes must count rate limits in one Redis');
  }
  return problems;
}
