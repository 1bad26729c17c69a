import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('loadConfig', () => {
  it('defaults to PGlite under ./data on port 3000 with demo data', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.database.kind).toBe('pglite');
    expect(config.dataDir).toMatch(/data$/);
    expect(config.seedDemo).toBe(true);
  });

  it('uses PostgreSQL when DATABASE_URL is set, and honours SEED_DEMO=false', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://u@localhost/db', SEED_DEMO: 'false' });
    expect(config.database).toMatchObject({ kind: 'postgres', url: 'postgres://u@localhost/db' });
    expect(config.seedDemo).toBe(false);
  });

  it('fails fast with a readable list of every problem', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', SEED_DEMO: 'maybe' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.join('\n');
    expect(problems).toContain('PORT');
    expect(problems).toContain('DATABASE_URL: must be a postgres:// URL');
    expect(problems).toContain('SEED_DEMO: must be true or false');
  });
});
