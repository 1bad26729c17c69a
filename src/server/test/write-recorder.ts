// Notes every write the server's code makes through Drizzle, by the table it reaches and the
// module whose code made the call, however the table was spelled (decision 0037). Used by the
// server suite (record-writes.ts) and by the probes that keep it honest.
import path from 'node:path';
import { getTableName, isTable, type SQL, type SQLWrapper } from 'drizzle-orm';
import { PgDatabase } from 'drizzle-orm/pg-core';

export interface RecordedWrite {
  /** The table's SQL name. */
  table: string;
  /** Who wrote it: a module, `lib-<helper>`, `app`, `cli`, or an exempt writer (see below). */
  writer: string;
  /** The source file that made the call, relative to the root. */
  file: string;
}

/**
 * Writers the ownership rule does not judge, named once: the migrations and the demo seed
 * build the database as a whole, and tests and their harness (`test/`, `*.test.ts`) set rows
 * up directly. Test helpers beside a module (`*-test-helpers.ts`) are that module's code.
 */
export const EXEMPT_WRITERS = new Set(['db-migrations', 'seed', 'tests']);

/** The writer of a source file, given as a path relative to the server's root. */
export function writerOfFile(relative: string): string {
  const parts = relative.split('/');
  if (/\.test\.tsx?$/.test(relative) || parts[0] === 'test') return 'tests';
  if (parts[0] === 'modules' && parts.length > 2) return parts[1]!;
  if (parts[0] === 'lib' && parts.length > 1) return `lib-${parts[1]!.replace(/\.ts$/, '')}`;
  if (parts[0] === 'seed') return 'seed';
  if (parts[0] === 'db') return 'db-migrations';
  if (parts[0] === 'cli') return 'cli';
  return 'app';
}

/** The first frame of `stack` in a source file under `root` (not this file), as its path. */
export function callerFile(stack: string, root: string): string | null {
  for (const line of stack.split('\n').slice(1)) {
    const match = /\(?((?:file:\/\/)?\/[^():]+\.tsx?):\d+:\d+\)?\s*$/.exec(line);
    if (!match) continue;
    const file = match[1]!.replace(/^file:\/\//, '');
    if (file === thisFile || !file.startsWith(`${root}/`) || file.includes('/node_modules/')) {
      continue;
    }
    return path.relative(root, file).split(path.sep).join('/');
  }
  return null;
}
const thisFile = import.meta.filename;

/**
 * The tables a statement's text writes: INSERT INTO, UPDATE, DELETE FROM and MERGE INTO, with
 * or without quotes and a schema, anywhere in it (a WITH's data-modifying parts included).
 * `known` maps SQL names to keep; other words after those verbs (`ON CONFLICT DO UPDATE SET`,
 * `FOR UPDATE OF`) are not tables and are dropped.
 */
export function tablesWrittenBy(text: string, known: ReadonlySet<string>): string[] {
  const found = new Set<string>();
  const verb =
    /\b(?:insert\s+into|update|delete\s+from|merge\s+into)\s+(?:only\s+)?((?:"?\w+"?\s*\.\s*)?"?\w+"?)/gi;
  for (const match of text.matchAll(verb)) {
    const name = match[1]!.split('.').pop()!.trim().replaceAll('"', '').toLowerCase();
    if (known.has(name)) found.add(name);
  }
  return [...found];
}

export interface RecorderOptions {
  /** The server's source root: callers outside it are not attributed. */
  root: string;
  /** SQL names of the tables judged. */
  tables: ReadonlySet<string>;
  onWrite(write: RecordedWrite): void;
}

const installed = Symbol.for('selfdrive.writeRecorder');
type Patched = { [installed]?: RecorderOptions[] };

/**
 * Patches Drizzle's database (and so every transaction, which is one) to report each
 * insert, update and delete by its table object, and each `execute` by its SQL text. Reports
 * go to every installed recorder; a recorder is removed with the returned function.
 */
export function installWriteRecorder(options: RecorderOptions): () => void {
  const proto = PgDatabase.prototype as unknown as Patched & Record<string, unknown>;
  if (!proto[installed]) {
    const recorders: RecorderOptions[] = [];
    proto[installed] = recorders;
    const report = (tables: string[]) => {
      if (tables.length === 0) return;
      const stack = new Error().stack ?? '';
      for (const recorder of recorders) {
        const file = callerFile(stack, recorder.root);
        if (!file) continue;
        for (const table of tables) {
          if (recorder.tables.has(table)) {
            recorder.onWrite({ table, writer: writerOfFile(file), file });
          }
        }
      }
    };
    const reportTable = (target: Record<string, unknown>) => {
      for (const method of ['insert', 'update', 'delete'] as const) {
        const original = target[method] as (this: unknown, table: unknown) => unknown;
        target[method] = function (this: unknown, table: unknown) {
          if (isTable(table)) report([getTableName(table)]);
          return original.call(this, table);
        };
      }
    };
    reportTable(proto);
    // `db.with(cte).update(table)` builds its statements on an object of its own.
    const withCte = proto.with as (this: unknown, ...ctes: unknown[]) => Record<string, unknown>;
    proto.with = function (this: unknown, ...ctes: unknown[]) {
      const builder = withCte.apply(this, ctes);
      reportTable(builder);
      return builder;
    };
    const execute = proto.execute as (this: unknown, query: unknown) => unknown;
    proto.execute = function (
      this: { dialect: { sqlToQuery(sql: SQL): { sql: string } } },
      query: unknown,
    ) {
      const text =
        typeof query === 'string'
          ? query
          : this.dialect.sqlToQuery((query as SQLWrapper).getSQL()).sql;
      report(tablesWrittenBy(text, allTables(recorders)));
      return execute.call(this, query);
    };
  }
  const recorders = proto[installed]!;
  recorders.push(options);
  return () => {
    const at = recorders.indexOf(options);
    if (at >= 0) recorders.splice(at, 1);
  };
}

function allTables(recorders: RecorderOptions[]): Set<string> {
  return new Set(recorders.flatMap((r) => [...r.tables]));
}

/** Whether a write breaks the one-writer rule: an exempt writer never does. */
export function isBreach(write: RecordedWrite, ownerOf: ReadonlyMap<string, string>): boolean {
  return !EXEMPT_WRITERS.has(write.writer) && ownerOf.get(write.table) !== write.writer;
}
