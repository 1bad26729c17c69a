// Probe (write-recorder.test.ts): a file beside app.ts belongs to no module and owns nothing.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { bookings } from '../../db/schema.js';

export const cancelFromApp = (db: Db) =>
  db.update(bookings).set({ status: 'cancelled' }).where(eq(bookings.id, -1));
