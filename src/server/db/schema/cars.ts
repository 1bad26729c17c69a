import { bigserial, boolean, index, integer, pgTable, timestamp } from 'drizzle-orm/pg-core';

/**
 * What changed for the availability index (decision 0027), one row per change, appended by the
 * record_car_change() triggers (migration 0017) in the writing transaction. No foreign key: a
 * deleted car's row must stay. Pruned after an hour by the cars module.
 */
export const availabilityChanges = pgTable(
  'availability_changes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Null: every car (a branch or category changed; their names are on many cards). */
    carId: integer('car_id'),
    /** The car's own row changed, so it may have moved branch. */
    carRow: boolean('car_row').notNull().default(false),
    /** The booking whose row changed (bookings only): read alone, not its whole car. */
    bookingId: integer('booking_id'),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('availability_changes_changed_at_idx').on(t.changedAt)],
);
