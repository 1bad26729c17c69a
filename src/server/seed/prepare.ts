import type { Config } from '../config.js';
import { ensureCarImages } from '../lib/car-image.js';
import type { Database } from '../db/client.js';
import { withAdvisoryLock } from '../db/migrate.js';
import { seedContent } from './seed-content.js';
import { seedDemo } from './seed-demo.js';

/**
 * Seeds the demo catalogue once, when the database is empty and SEED_DEMO allows it, and
 * makes sure every generated car picture exists on disk (a new DATA_DIR against an existing
 * PostgreSQL database gets its pictures back).
 */
export async function prepareDemoData(database: Database, config: Config): Promise<void> {
  if (config.seedDemo) {
    await withAdvisoryLock(database, () => seedDemo(database.db, { mediaDir: config.mediaDir }));
  }
  await ensureCarImages(database.db, config.mediaDir);
  // Site content (blog, gallery, FAQ, policy pages) is needed with or without the demo cars.
  await withAdvisoryLock(database, () => seedContent(database.db, { mediaDir: config.mediaDir }));
}
