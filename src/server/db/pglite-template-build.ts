import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from './client.js';
import { runMigrations } from './migrate.js';
import { KEY_FILE, TEMPLATE_FILE, templateKey, usableTemplate } from './pglite-template.js';

/** Makes the template (initdb and the migrations in a scratch directory), unless it is current. */
export async function buildPgliteTemplate(): Promise<'current' | 'built'> {
  if (usableTemplate()) return 'current';
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'selfdrive-pglite-template-'));
  try {
    const database = await openDatabase({ kind: 'pglite', dataDir });
    try {
      await runMigrations(database);
      const dump = await database.dumpDataDir?.();
      if (!dump) throw new Error('PGlite gave no dump of the template');
      await fs.writeFile(`${TEMPLATE_FILE}.part`, dump);
    } finally {
      await database.close();
    }
    await fs.rename(`${TEMPLATE_FILE}.part`, TEMPLATE_FILE);
    await fs.writeFile(KEY_FILE, `${templateKey()}\n`);
    return 'built';
  } finally {
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}
