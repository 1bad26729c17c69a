import { date, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth.js';

/**
 * A customer's driving licence as staff read it at document review (decision 0029): checked
 * at every handover against the drop time and the branch's minimum driver age.
 */
export const driverLicences = pgTable('driver_licences', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  licenceNumber: text('licence_number').notNull(),
  licenceExpiresOn: date('licence_expires_on').notNull(),
  dateOfBirth: date('date_of_birth').notNull(),
  recordedBy: integer('recorded_by')
    .notNull()
    .references(() => users.id),
  recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
});
