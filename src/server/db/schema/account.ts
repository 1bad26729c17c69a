import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './auth.js';

export const DOCUMENT_KINDS = [
  'licence_img',
  'user_photo',
  'id_proof_img',
  'id_proof_back_img',
] as const;

export const DOCUMENT_REVIEW_STATUSES = ['pending', 'verified', 'rejected'] as const;

/** Identity documents; files live under DATA_DIR/uploads, never in the web root. */
export const userDocuments = pgTable(
  'user_documents',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: DOCUMENT_KINDS }).notNull(),
    storageKey: text('storage_key').notNull(),
    mimeType: text('mime_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
    /** Staff review; a new upload of the kind goes back to pending (decision 0013). */
    reviewStatus: text('review_status', { enum: DOCUMENT_REVIEW_STATUSES })
      .notNull()
      .default('pending'),
    reviewReason: text('review_reason'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewedBy: integer('reviewed_by').references(() => users.id),
  },
  (t) => [uniqueIndex('user_documents_user_kind').on(t.userId, t.kind)],
);

export const emailPreferences = pgTable('email_preferences', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  promotion: boolean('promotion').notNull().default(true),
  announcements: boolean('announcements').notNull().default(true),
  noPromotional: boolean('no_promotional').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The channels a customer chose for booking messages; no row means the defaults. */
export const notificationChannels = pgTable('notification_channels', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  email: boolean('email').notNull(),
  sms: boolean('sms').notNull(),
  whatsapp: boolean('whatsapp').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

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

/**
 * A learner's licence (decision 0047): the customer's own document, recorded by them before
 * their first practical lesson on the road, and read by the driving-lessons module when a
 * lesson is booked (valid on the lesson's day; a test at least 30 days after its issue).
 */
export const learnerLicences = pgTable(
  'learner_licences',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    licenceNumber: text('licence_number').notNull(),
    issuedOn: date('issued_on').notNull(),
    expiresOn: date('expires_on').notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('learner_licences_dates', sql`${t.issuedOn} < ${t.expiresOn}`)],
);
