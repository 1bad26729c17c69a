import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth.js';
import { branches } from './branches.js';

// ---- Operator console (issue 11) ----

/**
 * Every change made in the console (decision 0009): who, what, which record, the record before
 * and after. Written by `recordAudit` inside the change's own transaction.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    actorId: integer('actor_id')
      .notNull()
      .references(() => users.id),
    action: text('action').notNull(),
    recordType: text('record_type').notNull(),
    recordId: text('record_id').notNull(),
    /** The branch the record belongs to; null for records of every branch (categories...). */
    branchId: integer('branch_id').references(() => branches.id),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_record_idx').on(t.recordType, t.recordId, t.createdAt),
    index('audit_log_branch_idx').on(t.branchId, t.createdAt),
  ],
);
