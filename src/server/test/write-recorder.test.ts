import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/client.js';
import { cancelFromApp } from './ownership-probes/app-level.js';
import { cancelFromCli } from './ownership-probes/cli/cancel.js';
import { cancelAsOwner } from './ownership-probes/modules/bookings/own-write.js';
import { cancelThroughHelper } from './ownership-probes/modules/favourites/favourites-test-helpers.js';
import { shapes } from './ownership-probes/modules/favourites/probe-shapes.js';
import { readTables } from './table-owners.js';
import { createTestDatabase, type TestDatabase } from './test-database.js';
import {
  installWriteRecorder,
  isBreach,
  tablesWrittenBy,
  writerOfFile,
  type RecordedWrite,
} from './write-recorder.js';

/**
 * The probes under ownership-probes/ stand in for the server's source tree: each writes the
 * bookings table from somewhere that does not own it, in a shape a test reading the spelling
 * of writes missed (issue 31). Each must be seen, by its table and its writer, and judged a
 * breach; the owner's own write must not be.
 */
const probesRoot = path.join(import.meta.dirname, 'ownership-probes');
const ownerOf = new Map(readTables().map((t) => [t.sqlName, t.owner]));

let testDb: TestDatabase;
let db: Db;
let seen: RecordedWrite[] = [];
let uninstall: () => void;
beforeAll(async () => {
  testDb = await createTestDatabase();
  db = testDb.database.db;
  uninstall = installWriteRecorder({
    root: probesRoot,
    tables: new Set(ownerOf.keys()),
    onWrite: (write) => seen.push(write),
  });
});
afterAll(async () => {
  uninstall();
  await testDb.dispose();
});

async function writesOf(probe: () => Promise<unknown>) {
  seen = [];
  await probe();
  return seen.map((w) => ({ ...w, breach: isBreach(w, ownerOf) }));
}

describe('the write recorder sees a write however it is spelled', () => {
  for (const [shape, probe] of Object.entries(shapes)) {
    it(`${shape}: favourites writing bookings is a breach`, async () => {
      expect(await writesOf(() => probe(db))).toEqual([
        {
          table: 'bookings',
          writer: 'favourites',
          file: 'modules/favourites/probe-shapes.ts',
          breach: true,
        },
      ]);
    });
  }

  it("a module's *-test-helpers.ts is judged as the module's code", async () => {
    expect(await writesOf(() => cancelThroughHelper(db))).toMatchObject([
      { table: 'bookings', writer: 'favourites', breach: true },
    ]);
  });

  it('a file beside app.ts and a command-line tool own no table', async () => {
    expect(await writesOf(() => cancelFromApp(db))).toMatchObject([
      { table: 'bookings', writer: 'app', breach: true },
    ]);
    expect(await writesOf(() => cancelFromCli(db))).toMatchObject([
      { table: 'bookings', writer: 'cli', breach: true },
    ]);
  });

  it('the owner writing its own table, even through raw SQL, is no breach', async () => {
    expect(await writesOf(() => cancelAsOwner(db))).toMatchObject([
      { table: 'bookings', writer: 'bookings', breach: false },
    ]);
  });
});

describe('what the recorder reads', () => {
  const known = new Set(['bookings', 'cars', 'payments']);

  it('finds the tables a statement writes, and not the words that only follow the verbs', () => {
    expect(tablesWrittenBy('insert into "public"."cars" ("id") values ($1)', known)).toEqual([
      'cars',
    ]);
    expect(
      tablesWrittenBy(
        'with x as (delete from payments returning id) update only bookings set a = 1',
        known,
      ),
    ).toEqual(['payments', 'bookings']);
    expect(
      tablesWrittenBy(
        'insert into cars values (1) on conflict (id) do update set x = 1; select 1 from bookings for update of bookings',
        known,
      ),
    ).toEqual(['cars']);
    expect(tablesWrittenBy('MERGE INTO "cars" USING x ON true', known)).toEqual(['cars']);
  });

  it('names the writer by where the calling file lives', () => {
    expect(writerOfFile('modules/console-fleet/car.service.ts')).toBe('console-fleet');
    expect(writerOfFile('modules/bookings/bookings-test-helpers.ts')).toBe('bookings');
    expect(writerOfFile('lib/audit-log/audit-log.ts')).toBe('lib-audit-log');
    expect(writerOfFile('lib/mail.ts')).toBe('lib-mail');
    expect(writerOfFile('main.ts')).toBe('app');
    expect(writerOfFile('cli/staff-create.ts')).toBe('cli');
    expect(writerOfFile('seed/seed-demo.ts')).toBe('seed');
    expect(writerOfFile('db/migrate.ts')).toBe('db-migrations');
    expect(writerOfFile('modules/bookings/booking.test.ts')).toBe('tests');
    expect(writerOfFile('test/factories.ts')).toBe('tests');
  });
});
