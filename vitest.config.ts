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
    setupFiles: ['src/server/test/fail-on-console-error.ts', 'src/server/test/record-writes.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Each test file gets its own database copy (global-setup.ts) and server tests mock no
    // module, so a worker keeps the server's modules loaded between files instead of importing
    // the whole app again for each: on 2 cores the two server projects took 8 and 5.5 minutes
    // this way, against about 30 together with isolation (docs/decisions/0035).
    isolate: false,
    // V8's write protection of machine code by memory protection keys (on where the CPU has
    // them, as CI's do) has aborted test workers that open and close many PGlite databases
    // (nodejs/node#64500); the tests do not need it (decision 0050).
    execArgv: ['--no-memory-protection-keys'],
  },
});

export default defineConfig({
  plugins: [react()],
  test: {
    // A focused test (`it.only`) left in by mistake fails a CI run (.ci/run exports CI) instead
    // of passing with the rest skipped.
    allowOnly: !process.env.CI,
    // Vitest leaves one core idle by default; server tests mostly wait on a database.
    maxWorkers: '100%',
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
          // A test types and waits as a user does; with both cores busy (CI's load, a Playwright
          // run beside) typing an e-mail and waiting for its debounced check took over Vitest's
          // default 5 s. A finder waits up to 5 s (setup.ts), so a test needs more than that to
          // report what it was waiting for instead of a bare timeout.
          testTimeout: 20_000,
        },
      },
      serverProject('pglite'),
      ...(withPostgres ? [serverProject('postgres')] : []),
    ],
  },
});
