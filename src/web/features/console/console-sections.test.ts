import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The console on the web mirrors the server's sections (issue 31): each
 * `features/console/<section>/` answers a `modules/console-<section>/` on the server, the parts
 * several sections use live in `shared/`, and nothing else sits loose in the feature, so a new
 * section is one folder on each side.
 */
const CONSOLE = import.meta.dirname;
const SERVER_MODULES = path.resolve(CONSOLE, '../../../server/modules');
const LOOSE_FILES = new Set(['console-routes.tsx']);

function consoleLayoutProblems(consoleDir: string, serverModules: string): string[] {
  const problems: string[] = [];
  for (const entry of fs.readdirSync(consoleDir, { withFileTypes: true })) {
    if (entry.isFile()) {
      if (!LOOSE_FILES.has(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
        problems.push(`${entry.name}: move it into its section's folder or shared/`);
      }
    } else if (entry.isDirectory()) {
      if (
        entry.name !== 'shared' &&
        !fs.existsSync(path.join(serverModules, `console-${entry.name}`))
      ) {
        problems.push(`${entry.name}/: no modules/console-${entry.name} on the server`);
      }
      // Sections are flat: pages, components, hooks and tests side by side.
      for (const inner of fs.readdirSync(path.join(consoleDir, entry.name), {
        withFileTypes: true,
      })) {
        if (inner.isDirectory()) {
          problems.push(`${entry.name}/${inner.name}/: a section folder is flat`);
        }
      }
    }
  }
  return problems;
}

describe('the web console, by section', () => {
  it('has a folder per server section, shared parts in shared/, nothing loose', () => {
    const sections = fs
      .readdirSync(CONSOLE, { withFileTypes: true })
      .filter((e) => e.isDirectory() && e.name !== 'shared');
    expect(sections.length).toBeGreaterThanOrEqual(10);
    expect(consoleLayoutProblems(CONSOLE, SERVER_MODULES)).toEqual([]);
  });

  it('names a loose file, a folder with no server section and a nested folder', () => {
    const probe = fs.mkdtempSync(path.join(os.tmpdir(), 'console-layout-'));
    try {
      fs.mkdirSync(path.join(probe, 'components'));
      fs.mkdirSync(path.join(probe, 'fleet', 'pages'), { recursive: true });
      fs.writeFileSync(path.join(probe, 'x.tsx'), '');
      expect(consoleLayoutProblems(probe, SERVER_MODULES).sort()).toEqual([
        'components/: no modules/console-components on the server',
        'fleet/pages/: a section folder is flat',
        "x.tsx: move it into its section's folder or shared/",
      ]);
    } finally {
      fs.rmSync(probe, { recursive: true, force: true });
    }
  });
});
