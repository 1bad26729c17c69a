import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const dir = path.join(import.meta.dirname, 'migrations');
const journal = JSON.parse(fs.readFileSync(path.join(dir, 'meta/_journal.json'), 'utf8')) as {
  entries: { idx: number; tag: string }[];
};

describe('migrations', () => {
  it('has a SQL file for every journal entry, and no SQL file the journal does not name', () => {
    const sqlFiles = fs.readdirSync(dir).filter((f) => f.endsWith('.sql'));
    expect(sqlFiles.sort()).toEqual(journal.entries.map((e) => `${e.tag}.sql`).sort());
  });

  it('keeps only the latest drizzle-kit snapshot, the one `db:generate` diffs against', () => {
    // drizzle-kit reads the newest snapshot to write the next migration; the older ones were
    // 120k generated lines that nothing reads (decision 0037). After `npm run db:generate`,
    // delete the snapshot before the new one.
    const last = journal.entries.at(-1)!;
    const snapshots = fs
      .readdirSync(path.join(dir, 'meta'))
      .filter((f) => f.endsWith('_snapshot.json'));
    expect(snapshots).toEqual([`${String(last.idx).padStart(4, '0')}_snapshot.json`]);
  });

  it('marks the snapshot generated and out of diffs', () => {
    const file = `src/server/db/migrations/meta/${String(journal.entries.at(-1)!.idx).padStart(4, '0')}_snapshot.json`;
    const attributes = execFileSync(
      'git',
      ['check-attr', 'linguist-generated', 'diff', '--', file],
      {
        cwd: path.resolve(import.meta.dirname, '../../..'),
        encoding: 'utf8',
      },
    );
    expect(attributes).toContain('linguist-generated: true');
    expect(attributes).toContain('diff: unset');
  });
});
