import type { Config } from '../config.js';
import { ensureCarImages } from '../lib/car-image.js';
import type { Database } from '../db/client.js';
import { withAdvisoryLock } from '../db/migrate.js';
import { seedContent } from './seed-content.js';
import { seedDemo } from './seed-demo.js';
import { createPublicMedia } from '../lib/storage/public-media.js';

/**
 * Seeds the demo catalogue once, when the database is empty and SEED_DEMO allows it, and
 * makes sure every generated car picture is stored (a new DATA_DIR against an existing
 * PostgreSQL database gets its pictures back).
 */
export async function prepareDemoData(database: Database, config: Config): Promise<void> {
  const media = createPublicMedia(config);
  if (config.seedDemo) {
    await withAdvisoryLock(database, () => seedDemo(database.db, { media }));
  }
  await ensureCarImages(database.db, media);
  // Site content (blog, gallery, FAQ, policy pages) is needed with or without the demo cars.
  await withAdvisoryLock(database, () => seedContent(database.db, { media }));
}
