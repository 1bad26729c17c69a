// Probes (write-recorder.test.ts): seven ways for the favourites module to set a booking's
// status, each of which a test that reads the spelling of a write missed. Never imported by
// the server.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../../db/client.js';
import { bookings as b } from '../../../../db/schema.js';
import * as s from '../../../../db/schema.js';
import { bookings } from '../../../../db/schema.js';

const status = { status: 'cancelled' as const };

export const shapes: Record<string, (db: Db) => Promise<unknown>> = {
  'an aliased import': async (db) => db.update(b).set(status).where(eq(b.id, -1)),
  'a local alias': async (db) => {
    const t = bookings;
    return db.update(t).set(status).where(eq(t.id, -1));
  },
  'the table interpolated into sql': async (db) =>
    db.execute(sql`update ${bookings} set status = 'cancelled' where id = -1`),
  'a schema-qualified name in SQL text': async (db) =>
    db.execute(sql`UPDATE public.bookings SET status = 'cancelled' WHERE id = -1`),
  'a namespace import': async (db) =>
    db.update(s.bookings).set(status).where(eq(s.bookings.id, -1)),
  'sql.raw with a built string': async (db) =>
    db.execute(
      sql.raw(
        ['update', ['book', 'ings'].join(''), "set status = 'cancelled' where id = -1"].join(' '),
      ),
    ),
  'a table taken from a map': async (db) => {
    const tables = new Map<string, typeof bookings>([['main', bookings]]);
    const t = tables.get('main')!;
    return db.update(t).set(status).where(eq(t.id, -1));
  },
  'a transaction and a CTE': async (db) =>
    db.transaction(async (tx) => {
      const none = tx
        .$with('none')
        .as(tx.select({ id: bookings.id }).from(bookings).where(eq(bookings.id, -1)));
      return tx.with(none).update(bookings).set(status).where(eq(bookings.id, -1));
    }),
};
