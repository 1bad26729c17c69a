import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readTables, serverRoot } from './table-owners.js';

// docs/architecture.md's module table must match the code (decision 0028).
const mapPath = path.resolve(serverRoot, '../../docs/architecture.md');
const modulesDir = path.join(serverRoot, 'modules');

interface MapRow {
  module: string;
  tables: string[];
  events: string[];
  prefixes: string[];
}

const list = (cell: string) =>
  cell
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

function readMap(text: string): MapRow[] {
  const rows = [...text.matchAll(/^\|\s*`([a-z/-]+)`\s*\|([^|]*)\|([^|]*)\|([^|]*)\|\s*$/gm)];
  return rows.map((m) => ({
    module: m[1] ?? '',
    tables: list(m[2] ?? ''),
    events: list(m[3] ?? ''),
    prefixes: list(m[4] ?? ''),
  }));
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') && !/test/.test(entry.name) ? [full] : [];
  });
}

const read = (files: string[]) => files.map((f) => fs.readFileSync(f, 'utf8')).join('\n');

function emittedEvents(module: string): string[] {
  const text = read(sourceFiles(path.join(modulesDir, module)));
  const known = fs.readFileSync(path.join(serverRoot, 'lib/events/domain-events.ts'), 'utf8');
  const types = [...known.matchAll(/type: '([a-z.-]+)'/g)].map((m) => m[1] ?? '');
  return types.filter((t) => text.includes(`type: '${t}'`));
}

function servedUrls(module: string): string[] {
  const files = sourceFiles(path.join(modulesDir, module)).filter((f) =>
    /\.(routes|plugin)\.ts$/.test(f),
  );
  const urls = [...read(files).matchAll(/'(\/(?:api|dev|robots|sitemap)[^']*)'/g)];
  return [...new Set(urls.map((m) => m[1] ?? ''))];
}

const startsWithPrefix = (url: string, prefix: string) =>
  url === prefix || url.startsWith(`${prefix}/`) || url.startsWith(`${prefix}.`);

describe('docs/architecture.md, the one-page map', () => {
  const text = fs.readFileSync(mapPath, 'utf8');
  const rows = readMap(text);
  const tables = readTables();
  const modules = fs.readdirSync(modulesDir).filter((f) => !f.includes('.'));

  it('stays one page', () => {
    expect(text.split('\n').length).toBeLessThanOrEqual(150);
  });

  it('lists every module once, and only modules that exist', () => {
    const listed = rows.map((r) => r.module).filter((m) => !m.startsWith('lib/'));
    expect([...listed].sort()).toEqual([...modules].sort());
  });

  it('names every table under the module that owns it', () => {
    for (const row of rows) {
      const owner = row.module.replace(/^lib\//, 'lib-');
      const owned = tables.filter((t) => t.owner === owner).map((t) => t.sqlName);
      expect({ module: row.module, tables: [...row.tables].sort() }).toEqual({
        module: row.module,
        tables: owned.sort(),
      });
    }
  });

  it('names the events each module emits', () => {
    for (const row of rows.filter((r) => !r.module.startsWith('lib/'))) {
      expect({ module: row.module, events: [...row.events].sort() }).toEqual({
        module: row.module,
        events: emittedEvents(row.module).sort(),
      });
    }
  });

  it('names the route prefixes each module serves, and every route falls under one', () => {
    for (const row of rows.filter((r) => !r.module.startsWith('lib/'))) {
      const urls = servedUrls(row.module);
      const unlisted = urls.filter((u) => !row.prefixes.some((p) => startsWithPrefix(u, p)));
      const unused = row.prefixes.filter((p) => !urls.some((u) => startsWithPrefix(u, p)));
      expect({ module: row.module, unlisted, unused }).toEqual({
        module: row.module,
        unlisted: [],
        unused: [],
      });
    }
  });
});
