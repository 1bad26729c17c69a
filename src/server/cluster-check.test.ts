import { describe, expect, it } from 'vitest';
import { clusterProblems } from './cluster-check.js';

describe('starting several server processes', () => {
  it('needs PostgreSQL, and Redis while rate limits are on', () => {
    expect(clusterProblems({}, 4)).toEqual([
      'DATABASE_URL: several processes need PostgreSQL (PGlite has one owner)',
      'REDIS_URL: several processes must count rate limits in one Redis',
    ]);
    const pgOnly = { DATABASE_URL: 'postgres://127.0.0.1/selfdrive' };
    expect(clusterProblems(pgOnly, 4)).toHaveLength(1);
    expect(clusterProblems({ ...pgOnly, RATE_LIMITS: 'false' }, 4)).toEqual([]);
    expect(clusterProblems({ ...pgOnly, REDIS_URL: 'redis://127.0.0.1:6379' }, 4)).toEqual([]);
  });

  it('runs one process as today, on PGlite and without Redis', () => {
    expect(clusterProblems({}, 1)).toEqual([]);
  });
});
