import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const RESTRICTED = 'import-x/no-restricted-paths';

/**
 * The rules of direction (docs/architecture.md) fire with the repository's own eslint.config.js,
 * so a config change that switches one off fails here. Each probe imports a real file.
 */
describe.skipIf(process.env.TEST_DB === 'postgres')('ESLint import boundaries', () => {
  let eslint: ESLint;
  beforeAll(() => {
    eslint = new ESLint({ cwd: root, ignore: false });
  });

  /** Rule ids reported for `code` as if it were the file at `file` (relative to the root). */
  const rulesFor = async (file: string, code: string) => {
    const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
    return result!.messages.map((m) => m.ruleId ?? m.message);
  };

  it.each([
    [
      'a web feature importing another feature',
      'src/web/features/cars/probe.ts',
      "export { login } from '../auth/api/auth-api';",
    ],
    [
      'web components/ importing a feature',
      'src/web/components/probe.ts',
      "export { login } from '../features/auth/api/auth-api';",
    ],
    [
      'server lib/ importing a module',
      'src/server/lib/probe.ts',
      "export { toSessionUser } from '../modules/auth/session-user.js';",
    ],
    [
      'db/ importing a module',
      'src/server/db/probe.ts',
      "export { checkCredentials } from '../modules/auth/auth.service.js';",
    ],
    [
      "a module importing another module's queries",
      'src/server/modules/favourites/probe.ts',
      "export { listCarCards } from '../cars/cars.queries.js';",
    ],
    [
      "a module importing another module's routes",
      'src/server/modules/account/probe.ts',
      "export { authRoutes } from '../auth/auth.routes.js';",
    ],
    [
      "a module importing another module's file other than its index.ts",
      'src/server/modules/favourites/probe.ts',
      "export { listCarCards } from '../cars/cars.service.js';",
    ],
    [
      "app-level code importing a module's file other than its index.ts",
      'src/server/probe.ts',
      "export { carsRoutes } from './modules/cars/cars.routes.js';",
    ],
    [
      "a seed importing a module's queries",
      'src/server/seed/probe.ts',
      "export { listFaqs } from '../modules/content/pages.queries.js';",
    ],
    [
      'a web feature importing the app layout',
      'src/web/features/cars/probe.ts',
      "export { Header } from '../../app/layout/header';",
    ],
    [
      'a business module importing a console section (its face included)',
      'src/server/modules/final-bill/probe.ts',
      "export { bookingsSection } from '../console-bookings/index.js';",
    ],
    [
      'a customer-facing module importing a console section',
      'src/server/modules/learning/probe.ts',
      "export { contentSection } from '../console-content/index.js';",
    ],
    [
      'a production module importing the test factories',
      'src/server/modules/bookings/probe.ts',
      "export { createCustomer } from '../../test/factories.js';",
    ],
    [
      'shared/ importing server code',
      'src/shared/probe.ts',
      "export { MINUTE_MS } from '../server/lib/route-limit.js';",
    ],
    [
      'the web importing server code',
      'src/web/lib/probe.ts',
      "export { MINUTE_MS } from '../../server/lib/route-limit.js';",
    ],
  ])('rejects %s', async (_name, file, code) => {
    expect(await rulesFor(file, code)).toEqual([RESTRICTED]);
  });

  it.each([
    [
      "a module using another module's index.ts",
      'src/server/modules/favourites/probe.ts',
      "export { listCarCards } from '../cars/index.js';",
    ],
    [
      "a console section using a business module's index.ts",
      'src/server/modules/console-fleet/probe.ts',
      "export { carDetail } from '../fleet/index.js';",
    ],
    [
      "app-level code using a module's index.ts",
      'src/server/probe.ts',
      "export { carsRoutes } from './modules/cars/index.js';",
    ],
    [
      "a module's test using its own module's files",
      'src/server/modules/cars/probe.test.ts',
      "export { listCarCards } from './cars.queries.js';",
    ],
    [
      'a module using its own queries',
      'src/server/modules/cars/probe.ts',
      "export { listCarCards } from './cars.queries.js';",
    ],
    [
      "a module test using another module's test helpers",
      'src/server/modules/favourites/probe.test.ts',
      "export { createLoginCustomer } from '../auth/auth-test-helpers.js';",
    ],
    [
      'a feature using components/ and lib/',
      'src/web/features/cars/probe.ts',
      "export { TextField } from '../../components/text-field';\nexport { apiGet } from '../../lib/api-client';",
    ],
  ])('allows %s', async (_name, file, code) => {
    expect(await rulesFor(file, code)).toEqual([]);
  });

  it('rejects an import loop', async () => {
    const [result] = await eslint.lintFiles([
      path.join(root, 'src/server/test/lint-fixtures/cycle-a.ts'),
    ]);
    expect(result!.messages.map((m) => m.ruleId)).toEqual(['import-x/no-cycle']);
  });
});
