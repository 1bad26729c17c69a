import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { serverRoot } from './table-owners.js';

/**
 * A route validates, calls one function and returns its result: it never builds a query
 * itself. Route files that still do are listed here; the list only shrinks (decision 0028).
 */
const KNOWN_QUERYING_ROUTES: string[] = [];

const QUERYING = /from 'drizzle-orm'|db\/schema\.js'/;

function routeFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return routeFiles(full);
    return /\.(routes|plugin)\.ts$/.test(entry.name) ? [full] : [];
  });
}

describe('routes are thin', () => {
  const files = routeFiles(path.join(serverRoot, 'modules')).map((f) =>
    path.relative(serverRoot, f).split(path.sep).join('/'),
  );
  const querying = files.filter((f) =>
    QUERYING.test(fs.readFileSync(path.join(serverRoot, f), 'utf8')),
  );

  it('finds the route files it judges', () => {
    expect(files.length).toBeGreaterThan(30);
  });

  it('no route file queries the database beyond the known list', () => {
    expect(querying.filter((f) => !KNOWN_QUERYING_ROUTES.includes(f))).toEqual([]);
  });

  it('the known list holds only files that still query', () => {
    expect(KNOWN_QUERYING_ROUTES.filter((f) => !querying.includes(f))).toEqual([]);
  });
});
