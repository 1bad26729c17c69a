import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { instructors } from '../../../db/schema.js';
import { SEED_INSTRUCTORS } from './catalogue-data.js';

/**
 * A database seeded before instructors had Hindi: each demo instructor whose English line is
 * still the seeded one gets the Hindi line and bio. An instructor's own words are never
 * touched, nor a Hindi version already written.
 */
export async function upgradeSeededInstructors(db: Db) {
  for (const i of SEED_INSTRUCTORS) {
    await db
      .update(instructors)
      .set({ displayNameHi: i.displayNameHi, bioHi: i.bioHi })
      .where(and(eq(instructors.displayName, i.displayName), isNull(instructors.displayNameHi)));
  }
}
