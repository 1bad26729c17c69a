// Reads the schema files and the server's source to tell which module writes which table
// (decision 0028). Used by table-owners.test.ts and the architecture map test.
import fs from 'node:fs';
import path from 'node:path';

export const serverRoot = path.resolve(import.meta.dirname, '..');
const schemaDir = path.join(serverRoot, 'db/schema');

export interface TableInfo {
  /** The exported Drizzle name, e.g. `bookingHandovers`. */
  name: string;
  /** The SQL name, e.g. `booking_handovers`. */
  sqlName: string;
  /** The owning module (`lib-<helper>` for a lib/ helper), named by the schema file. */
  owner: string;
}

export function readTables(): TableInfo[] {
  const tables: TableInfo[] = [];
  for (const file of fs.readdirSync(schemaDir).filter((f) => f.endsWith('.ts'))) {
    const owner = file.replace(/\.ts$/, '');
    const text = fs.readFileSync(path.join(schemaDir, file), 'utf8');
    for (const m of text.matchAll(/export const (\w+) = (?:pg\.)?pgTable\(\s*'(\w+)'/g)) {
      tables.push({ name: m[1] ?? '', sqlName: m[2] ?? '', owner });
    }
  }
  return tables;
}

/** The module a source file belongs to, or null for code outside the ownership rule. */
export function ownerOfSource(relative: string): string | null {
  const parts = relative.split('/');
  if (parts[0] === 'modules' && parts[1]) return parts[1];
  if (parts[0] === 'lib' && parts[1]) return `lib-${parts[1].replace(/\.ts$/, '')}`;
  return null;
}

function listSources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return listSources(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

export interface TableWrite {
  file: string;
  writer: string;
  table: TableInfo;
}

/** Every Drizzle insert/update/delete and raw SQL write in modules/ and lib/. */
export function findWrites(tables: TableInfo[]): TableWrite[] {
  const byName = new Map(tables.map((t) => [t.name, t]));
  const bySql = new Map(tables.map((t) => [t.sqlName, t]));
  const writes: TableWrite[] = [];
  for (const full of listSources(serverRoot)) {
    const file = path.relative(serverRoot, full).split(path.sep).join('/');
    const writer = ownerOfSource(file);
    if (!writer || file.endsWith('-test-helpers.ts')) continue;
    const text = fs.readFileSync(full, 'utf8');
    const found = new Set<TableInfo>();
    for (const m of text.matchAll(/\.(?:insert|update|delete)\(\s*(?:schema\.)?(\w+)\s*\)/g)) {
      const table = byName.get(m[1] ?? '');
      if (table) found.add(table);
    }
    const rawSql = /\b(?:insert\s+into|update|delete\s+from)\s+"?(\w+)"?/gi;
    for (const m of text.matchAll(rawSql)) {
      const table = bySql.get(m[1] ?? '');
      if (table) found.add(table);
    }
    for (const table of found) writes.push({ file, writer, table });
  }
  return writes;
}
