// Probe (write-recorder.test.ts): the owner writing its own table, in the same shapes' spirit.
import { sql } from 'drizzle-orm';
import type { Db } from '../../../../db/client.js';
import { bookings as mine } from '../../../../db/schema.js';

export const cancelAsOwner = (db: Db) =>
  db.execute(sql`update ${mine} set status = 'cancelled' where id = -1`);
