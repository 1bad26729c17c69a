// Probe (write-recorder.test.ts): a module's test helper is the module's code.
import { eq } from 'drizzle-orm';
import type { Db } from '../../../../db/client.js';
import { bookings } from '../../../../db/schema.js';

export const cancelThroughHelper = (db: Db) =>
  db.update(bookings).set({ status: 'cancelled' }).where(eq(bookings.id, -1));
