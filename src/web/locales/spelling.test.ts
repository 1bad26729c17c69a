import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const THIS_FILE = path.resolve(import.meta.filename);

/** The spec's messages are kept, with these spelling mistakes corrected (issue 21). */
const MISSPELLINGS = [/udpate/i, /Successfull\b/, /passwaord/i, /login now\b.*\bnow\b/i];

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(full);
    return /\.(ts|tsx|html)$/.test(entry.name) && full !== THIS_FILE ? [full] : [];
  });
}

describe("the spec's messages", () => {
  it('carry none of its spelling mistakes anywhere a customer could read them', () => {
    const found = [path.join(ROOT, 'src'), path.join(ROOT, 'e2e')]
      .flatMap(sourceFiles)
      .flatMap((file) =>
        fs
          .readFileSync(file, 'utf8')
          .split('\n')
          .flatMap((line, i) =>
            MISSPELLINGS.some((m) => m.test(line))
              ? [`${path.relative(ROOT, file)}:${i + 1}: ${line.trim()}`]
              : [],
          ),
      );
    expect(found).toEqual([]);
  });
});
