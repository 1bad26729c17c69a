import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { STAFF_ROLE_VALUES } from '../../../shared/console';
import {
  CONSOLE_LAYOUT_READS,
  CONSOLE_PAGES,
  consolePageReads,
} from '../../../shared/console-pages';
import { CONSOLE_NAV } from './shared/console-nav';

/**
 * The console's reads are declared with its pages (shared/console-pages.ts), where the server
 * test checks each is open to the page's roles. Here the web side is held to the declaration:
 * every GET the console's code can make is a read some page declares, and every declared read
 * is one the code makes.
 */
const CONSOLE = import.meta.dirname;

/** Reads made from pages the declaration leaves out (admins' previews and a document list). */
const UNDECLARED = [
  'GET /api/learning/staff/courses/:id',
  'GET /api/learning/staff/blogs/:id',
  'GET /api/console/course-orders/:id/tax-documents',
];

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\./.test(entry.name) ? [full] : [];
  });
}

/** `apiGet('/api/console/bookings/${id}?…')` → `/api/console/bookings/${}` (no query). */
function calledPaths(): string[] {
  const text = sourceFiles(CONSOLE)
    .map((f) => fs.readFileSync(f, 'utf8'))
    .join('\n');
  const calls = [...text.matchAll(/apiGet<[^(]*>\(\s*['`]([^'`]*)/g)].map((m) => m[1] ?? '');
  return [
    ...new Set(
      calls.map((url) =>
        url
          .split('?')[0]!
          .replace(/\$\{[^}]*\}/g, '${}')
          .replace(/\$\{[^}]*$/, ''),
      ),
    ),
  ];
}

/** Whether `called` (with `${}` for each value) is the route `GET /api/…/:id`. */
const isRoute = (called: string, route: string) => {
  const pattern = route.slice('GET '.length).replace(/:[A-Za-z]+/g, '${}');
  return called === pattern;
};

const declared = [
  ...new Set(
    Object.values(CONSOLE_PAGES).flatMap((page) =>
      STAFF_ROLE_VALUES.flatMap((role) => consolePageReads(page, role).map((r) => r.route)),
    ),
  ),
];

describe('the console’s reads and shared/console-pages.ts', () => {
  const called = calledPaths();

  it('finds the console’s reads', () => {
    expect(called.length).toBeGreaterThan(30);
    expect(called).toContain('/api/console/counter/cars');
  });

  it('makes only reads a page declares', () => {
    const known = [...declared, ...UNDECLARED];
    expect(called.filter((c) => !known.some((route) => isRoute(c, route)))).toEqual([]);
  });

  it('declares only reads the console makes', () => {
    const stale = [...declared, ...UNDECLARED].filter(
      (route) => !called.some((c) => isRoute(c, route)),
    );
    expect(stale).toEqual([]);
  });

  it('shows each menu item to the roles of its page', () => {
    for (const item of CONSOLE_NAV) expect(item.roles).toBe(CONSOLE_PAGES[item.to].roles);
    expect(CONSOLE_LAYOUT_READS.length).toBe(2);
  });
});
