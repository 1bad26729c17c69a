import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

const withPostgres = Boolean(process.env.TEST_DATABASE_URL);

const serverProject = (db: 'pglite' | 'postgres') => ({
  extends: true as const,
  test: {
    name: `server-${db}`,
    include: ['src/server/**/*.test.ts'],
    environment: 'node' as const,
    env: { TEST_DB: db },
    globalSetup: ['src/server/test/global-setup.ts'],
    setupFiles: ['src/server/test/fail-on-console-error.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  plugins: [react()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'shared',
          include: ['src/shared/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'web',
          include: ['src/web/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['src/web/test/setup.ts'],
        },
      },
      serverProject('pglite'),
      ...(withPostgres ? [serverProject('postgres')] : []),
    ],
  },
});
