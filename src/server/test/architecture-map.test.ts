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

/** The text of the section under `## heading`, up to the next heading. */
function sectionOf(text: string, heading: string): string {
  const start = text.indexOf(`## ${heading}\n`);
  const end = text.indexOf('\n## ', start + 1);
  return text.slice(start, end < 0 ? undefined : end);
}

/**
 * The Modules section's list: one item a module, "- `name`: owns …; emits …; serves …", each
 * part optional, wrapped onto indented lines.
 */
function readMap(text: string): MapRow[] {
  const items = sectionOf(text, 'Modules')
    .split(/\n(?=- `)/)
    .filter((item) => item.startsWith('- `'))
    .map((item) => (item.split('\n\n')[0] ?? '').replace(/\n\s+/g, ' '));
  return items.map((item) => {
    const [, module = '', rest = ''] = /^- `([a-z/-]+)`:?\s*(.*)$/.exec(item) ?? [];
    const part = (word: string) =>
      list(
        rest
          .split(/;\s*/)
          .find((p) => p.startsWith(`${word} `))
          ?.slice(word.length + 1) ?? '',
      );
    return { module, tables: part('owns'), events: part('emits'), prefixes: part('serves') };
  });
}

/** The TypeScript files under `dir`; test files (any name with "test") only with `tests`. */
function sourceFiles(dir: string, { tests = false } = {}): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full, { tests });
    return /\.tsx?$/.test(entry.name) && (tests || !/test/.test(entry.name)) ? [full] : [];
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

  it('stays one page, its module list readable in a terminal', () => {
    // 150 lines held a table whose rows ran to 440 characters; the same list at 100 columns
    // takes about 20 lines more (decision 0037).
    expect(text.split('\n').length).toBeLessThanOrEqual(170);
    const wide = sectionOf(text, 'Modules')
      .split('\n')
      .filter((line) => line.length > 100);
    expect(wide).toEqual([]);
  });

  it('names every scheduled job, and only those', () => {
    const sources = read(sourceFiles(serverRoot));
    const queueNames = new Map(
      [...sources.matchAll(/export const (\w+) = '([a-z-]+)';/g)].map((m) => [m[1], m[2]]),
    );
    const scheduled = [...sources.matchAll(/jobs\.every\((\w+),/g)].map(
      (m) => queueNames.get(m[1] ?? '') ?? `unresolved ${m[1]}`,
    );
    const jobsText = sectionOf(text, 'Events and jobs');
    const cron = jobsText.slice(jobsText.indexOf('Cron jobs'));
    const listed = [...cron.matchAll(/`([a-z]+(?:-[a-z]+)+)`/g)].map((m) => m[1]);
    expect(scheduled.length).toBeGreaterThanOrEqual(4);
    expect([...listed].sort()).toEqual([...new Set(scheduled)].sort());
  });

  it('every function, type and file its prose names exists', () => {
    const root = path.resolve(serverRoot, '../..');
    const sources = read(sourceFiles(path.join(root, 'src'), { tests: true }));
    const tokens = [...new Set([...text.matchAll(/`([^`\s]+)`/g)].map((m) => m[1] ?? ''))];
    const names = tokens.filter((t) => /^[a-zA-Z][a-z0-9]*[A-Z][a-zA-Z0-9]*$/.test(t));
    const exported = (name: string) =>
      new RegExp(`export (?:async )?(?:function|const|class|interface|type) ${name}\\b`).test(
        sources,
      ) || new RegExp(`export (?:type )?\\{[^}]*\\b${name}\\b[^}]*\\}`).test(sources);
    expect(names.length).toBeGreaterThan(5);
    expect(names.filter((name) => !exported(name))).toEqual([]);
    const basenames = new Set(
      sourceFiles(path.join(root, 'src'), { tests: true }).map((f) => path.basename(f)),
    );
    const paths = tokens.filter(
      (t) =>
        /\.(ts|tsx|mjs)$|\/$|^[a-z-]+\/[\w./-]+$/.test(t) && !/[<*(]/.test(t) && !t.startsWith('/'),
    );
    const exists = (t: string) =>
      ['', 'src', 'src/server', 'src/server/modules', 'src/web'].some(
        (dir) =>
          fs.existsSync(path.join(root, dir, t)) || fs.existsSync(path.join(root, dir, `${t}.ts`)),
      ) || basenames.has(t);
    expect(paths.length).toBeGreaterThan(10);
    expect(paths.filter((t) => !exists(t))).toEqual([]);
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
