import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findWrites, readTables, serverRoot } from './table-owners.js';

/**
 * Writes that still bypass the owning module, as `writer -> table (file)`. The list only
 * shrinks: the test fails on a new bypass and on an entry that no longer happens, so moving a
 * write behind its owner's service means deleting its line here (decision 0028).
 */
const KNOWN_BYPASSES: string[] = [];

describe('each table has one writer', () => {
  const tables = readTables();
  const writes = findWrites(tables);
  const bypasses = writes
    .filter((w) => w.writer !== w.table.owner)
    .map((w) => `${w.writer} -> ${w.table.name} (${w.file})`);

  it('reads the schema and finds the writes it judges', () => {
    expect(tables.length).toBeGreaterThan(40);
    expect(tables.find((t) => t.name === 'bookings')?.owner).toBe('bookings');
    expect(writes.some((w) => w.writer === 'bookings' && w.table.name === 'bookings')).toBe(true);
  });

  it('no module writes a table another module owns, beyond the known list', () => {
    expect(bypasses.filter((b) => !KNOWN_BYPASSES.includes(b))).toEqual([]);
  });

  it('the known list holds only bypasses that still happen', () => {
    expect(KNOWN_BYPASSES.filter((b) => !bypasses.includes(b))).toEqual([]);
  });

  it('names every table once, in a file named after a module or lib helper', () => {
    const names = tables.map((t) => t.sqlName);
    expect(new Set(names).size).toBe(names.length);
    for (const t of tables) {
      const folder = t.owner.startsWith('lib-')
        ? path.join(serverRoot, 'lib', t.owner.slice(4))
        : path.join(serverRoot, 'modules', t.owner);
      const exists = fs.existsSync(folder) || fs.existsSync(`${folder}.ts`);
      expect(exists ? t.owner : `no module or lib helper named ${t.owner}`).toBe(t.owner);
    }
  });
});
