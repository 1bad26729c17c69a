import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { PgliteWorker, pgliteSettings } from './pglite-proxy.js';

const dirs: string[] = [];
afterAll(() => Promise.all(dirs.map((d) => fs.rm(d, { recursive: true, force: true }))));

const show = async (db: PgliteWorker, name: string) =>
  ((await db.query(`SHOW ${name}`)).rows[0] as Record<string, string>)[name];

describe("PGlite's settings for a small business (decision 0043)", () => {
  it('opens a new data directory with small buffers, or the size PGLITE_SHARED_BUFFERS asks', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'selfdrive-pglite-settings-'));
    dirs.push(dataDir);
    const db = await PgliteWorker.open({ dataDir });
    try {
      expect(await show(db, 'shared_buffers')).toBe('8MB');
      expect(await show(db, 'work_mem')).toBe('4MB');
      expect(await show(db, 'maintenance_work_mem')).toBe('16MB');
    } finally {
      await db.close();
    }
    const config = loadConfig({ PGLITE_SHARED_BUFFERS: '32MB' });
    if (config.database.kind !== 'pglite') throw new Error('expected PGlite');
    const larger = await PgliteWorker.open({ dataDir }, pgliteSettings(config.database));
    try {
      expect(await show(larger, 'shared_buffers')).toBe('32MB');
    } finally {
      await larger.close();
    }
  });

  it('refuses a buffer size that is not one', () => {
    expect(() => loadConfig({ PGLITE_SHARED_BUFFERS: 'lots' })).toThrow(/PGLITE_SHARED_BUFFERS/);
  });
});
