import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import globals from 'globals';

const root = path.dirname(fileURLToPath(import.meta.url));

// The rules of direction (docs/architecture.md), as `import-x/no-restricted-paths` zones;
// src/server/test/import-boundaries.test.ts proves each one fires. Feature and module folders
// are read here, so a new one is covered without editing this file.
const folders = (dir) =>
  fs.existsSync(path.join(root, dir))
    ? fs
        .readdirSync(path.join(root, dir), { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .map((d) => d.name)
    : [];

// Each server module's public face: its index.ts. Nothing outside the module imports anything else.
const MODULE_FACE = '**/src/server/modules/*/index.ts';
const TEST_HELPERS = '**/src/server/modules/*/*-test-helpers.ts';
const PRODUCTION_SERVER = [
  'src/server/*.ts',
  'src/server/cli',
  'src/server/db',
  'src/server/lib',
  'src/server/modules',
  'src/server/seed',
];
// Server code outside the modules that uses them: app.ts, console-routes.ts, cli/, seed/ and
// test/'s helpers. (test/'s own *.test.ts files check every module's files: texts, sources.)
const OUTSIDE_MODULES = ['src/server/*.ts', 'src/server/cli', 'src/server/seed', 'src/server/test'];

/** `tests`: also allow other modules' test helpers. */
function zones({ tests = false } = {}) {
  const faces = tests ? [MODULE_FACE, TEST_HELPERS] : [MODULE_FACE];
  const moduleFace = (name) => ({
    target: `src/server/modules/${name}/**`,
    from: 'src/server/modules/**',
    except: [`**/src/server/modules/${name}/**`, ...faces],
    message: "A module uses another module only through its index.ts (that module's public face).",
  });
  return [
    {
      target: 'src/shared',
      from: ['src/server', 'src/web'],
      message: 'shared/ imports nothing of ours.',
    },
    { target: 'src/web', from: 'src/server', message: 'The web app must not import server code.' },
    { target: 'src/server', from: 'src/web', message: 'The server must not import web code.' },
    ...folders('src/web/features').map((name) => ({
      target: `src/web/features/${name}`,
      from: 'src/web/features',
      except: [`./${name}`],
      message:
        'A web feature never imports another feature: move shared code to components/ or lib/.',
    })),
    {
      target: 'src/web/features',
      from: 'src/web/app',
      message:
        'app/ (router, providers, layout) is above the features: a feature never imports it.',
    },
    ...(tests
      ? []
      : [
          {
            target: PRODUCTION_SERVER,
            from: 'src/server/test',
            message: 'Production code never imports test helpers (src/server/test).',
          },
        ]),
    {
      target: ['src/web/components', 'src/web/lib'],
      from: ['src/web/features', 'src/web/app'],
      message: 'components/ and lib/ are below features and app/: they never import them.',
    },
    {
      target: 'src/server/lib',
      // A lib/ test may build the app on seeded data.
      from: ['src/server/modules', 'src/server/app.ts', ...(tests ? [] : ['src/server/seed'])],
      message: 'lib/ is below the modules: it never imports modules/ (or seed/, app.ts).',
    },
    {
      target: 'src/server/db',
      from: ['src/server/modules', 'src/server/lib', 'src/server/seed', 'src/server/app.ts'],
      message: 'db/ is the bottom layer: it never imports modules/, lib/ or seed/.',
    },
    {
      target: tests ? OUTSIDE_MODULES.filter((dir) => dir !== 'src/server/test') : OUTSIDE_MODULES,
      from: 'src/server/modules/**',
      except: faces,
      message: "Outside a module, import only its index.ts (the module's public face).",
    },
    // Business modules own the data and its rules; a console section only routes and shows
    // over them (decision 0037), so the arrow points one way. (A module's test may drive the
    // console to set a case up.)
    ...(tests
      ? []
      : [
          {
            target: folders('src/server/modules')
              .filter((name) => !name.startsWith('console-'))
              .map((name) => `src/server/modules/${name}`),
            from: 'src/server/modules/console-*/**',
            message:
              'A business module never imports a console section: the console routes over the modules.',
          },
        ]),
    ...folders('src/server/modules').map(moduleFace),
  ];
}

const boundaries = (options) => ({
  'import-x/no-restricted-paths': ['error', { basePath: root, zones: zones(options) }],
});

export default tseslint.config(
  {
    ignores: [
      'dist',
      'data',
      'node_modules',
      'playwright-report',
      'test-results',
      // Broken on purpose: import-boundaries.test.ts lints them to prove the rules fire.
      'src/server/test/lint-fixtures',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // Without the parser and extension settings no-cycle cannot read .ts files and passes all.
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: [
            path.join(root, 'tsconfig.server-test.json'),
            path.join(root, 'tsconfig.web.json'),
          ],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      ...boundaries({ tests: false }),
      // Type-only imports (erased at build) may point back; a loop of values may not.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // Tests and their helpers may also use another module's *-test-helpers.ts.
    files: [
      'src/server/**/*.test.ts',
      'src/server/**/*.test-*.ts',
      'src/server/**/*-test-helpers.ts',
    ],
    rules: boundaries({ tests: true }),
  },
  {
    // Server test files share a worker's loaded modules (vitest.config.ts: isolate false), so a
    // module mock or a stubbed global would leak into the next file.
    files: ['src/server/**/*.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        ...['mock', 'doMock', 'stubGlobal', 'stubEnv'].map((property) => ({
          object: 'vi',
          property,
          message: 'Server test files share loaded modules: pass the dependency in instead.',
        })),
      ],
    },
  },
  {
    // Production code says what it expected instead of asserting it (`must(value, 'what')`).
    files: ['src/server/**/*.ts', 'src/web/**/*.{ts,tsx}', 'src/shared/**/*.ts'],
    ignores: [
      '**/*.test.{ts,tsx}',
      '**/*.test-*.ts',
      '**/*-test-helpers.ts',
      'src/server/test/**',
      'src/web/test/**',
    ],
    rules: { '@typescript-eslint/no-non-null-assertion': 'error' },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
);
