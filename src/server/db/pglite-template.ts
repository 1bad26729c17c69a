import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

// This file is src/server/db/ or dist/server/db/: three levels below the project (not from
// config.ts, so that `npm start` checks the template without loading the configuration's zod).
const ROOT_DIR = path.resolve(import.meta.dirname, '..', '..', '..');

/**
 * An empty PGlite database, initdb'd and migrated, that a first start unpacks into its new data
 * directory instead of running initdb and every migration (most of a first start's CPU;
 * decision 0043). `npm start` makes it after the build (scripts/lib/build-if-stale.mjs);
 * without it, or when it was made for other migrations or another PGlite, a first start does
 * the work itself as before.
 */
export const TEMPLATE_FILE = path.join(ROOT_DIR, 'dist', 'pglite-template.tar.gz');
export const KEY_FILE = `${TEMPLATE_FILE}.key`;
const MIGRATIONS_DIR = path.join(ROOT_DIR, 'src', 'server', 'db', 'migrations');

/** What a template is made from: PGlite's version and the text of every migration. */
export function templateKey(): string {
  const require = createRequire(import.meta.url);
  const pglite = path.join(path.dirname(require.resolve('@electric-sql/pglite')), '..');
  const { version } = JSON.parse(readFileSync(path.join(pglite, 'package.json'), 'utf8')) as {
    version: string;
  };
  const hash = createHash('sha256').update(`pglite ${version}\n`);
  const files = readdirSync(MIGRATIONS_DIR, { recursive: true, encoding: 'utf8' }).sort();
  for (const file of files) {
    const full = path.join(MIGRATIONS_DIR, file);
    if (file.endsWith('.sql') || file.endsWith('.json'))
      hash.update(file).update(readFileSync(full));
  }
  return hash.digest('hex');
}

/**
 * The template, when the built server runs and one was made for these migrations and this
 * PGlite; otherwise undefined (the tests, from src/, always make their database themselves).
 */
export function usableTemplate(): string | undefined {
  if (!import.meta.url.endsWith('.js') || !existsSync(TEMPLATE_FILE)) return undefined;
  try {
    return readFileSync(KEY_FILE, 'utf8').trim() === templateKey() ? TEMPLATE_FILE : undefined;
  } catch {
    return undefined;
  }
}
