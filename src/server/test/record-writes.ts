// The server suite's write recorder (decision 0037): every write a test makes the server's code
// do is noted by table and writer, and a write to a table another module owns fails the test
// that made it. RECORDED_WRITES_FILE, when set, receives each distinct write (global-setup.ts).
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, expect, inject } from 'vitest';
import { readTables, serverRoot } from './table-owners.js';
import { installWriteRecorder, isBreach } from './write-recorder.js';

interface Recording {
  /** Breaches since the last test ended. */
  breaches: string[];
}
const key = Symbol.for('selfdrive.recordWrites');
const holder = globalThis as { [key]?: Recording };

// Server test files share a worker (isolate: false): the recorder is installed once per worker.
if (!holder[key]) {
  const recording: Recording = { breaches: [] };
  holder[key] = recording;
  const ownerOf = new Map(readTables().map((t) => [t.sqlName, t.owner]));
  const seen = new Set<string>();
  const writesFile = path.join(inject('writesDir'), `writes-${process.pid}.log`);
  installWriteRecorder({
    root: serverRoot,
    tables: new Set(ownerOf.keys()),
    onWrite(write) {
      const line = `${write.writer} -> ${write.table} (${write.file})`;
      if (isBreach(write, ownerOf)) {
        recording.breaches.push(`${line}; its owner is ${ownerOf.get(write.table)}`);
      }
      if (seen.has(line)) return;
      seen.add(line);
      fs.appendFileSync(writesFile, `${line}\n`);
    },
  });
}

afterEach(() => {
  const recording = holder[key]!;
  const breaches = [...new Set(recording.breaches)];
  recording.breaches = [];
  expect(breaches, 'writes to a table another module owns (decision 0037)').toEqual([]);
});
