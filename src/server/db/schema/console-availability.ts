import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { cars } from './console-fleet.js';

// ---- Search and favourites (issue 4) ----

/** Maintenance or other blocks: a blocked car is not offered for any overlapping period. */
export const carBlocks = pgTable(
  'car_blocks',
  {
    id: serial('id').primaryKey(),
    carId: integer('car_id')
      .notNull()
      .references(() => cars.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    reason: text('reason').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('car_blocks_car_idx').on(t.carId, t.startsAt, t.endsAt),
    check('car_blocks_period_valid', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);
