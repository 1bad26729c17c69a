// Probe (write-recorder.test.ts): a command-line tool owns no table either.
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { bookings } from '../../../db/schema.js';

export const cancelFromCli = (db: Db) =>
  db.update(bookings).set({ status: 'cancelled' }).where(eq(bookings.id, -1));
