import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { LANGUAGES } from '../../../shared/language.js';
import { branches } from './branches.js';

export const STAFF_ROLES = ['admin', 'manager', 'staff'] as const;

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    role: text('role', { enum: ['customer', 'staff'] })
      .notNull()
      .default('customer'),
    name: text('name').notNull(),
    email: text('email').notNull().unique(),
    /** E.164, e.g. +919876543210. */
    mobile: text('mobile').unique(),
    passwordHash: text('password_hash'),
    gender: text('gender', { enum: ['Male', 'Female'] }),
    address: text('address'),
    emailVerified: boolean('email_verified').notNull().default(false),
    mobileVerified: boolean('mobile_verified').notNull().default(false),
    idVerified: boolean('id_verified').notNull().default(false),
    referralCode: text('referral_code').notNull().unique(),
    /** Storage key of the profile photo under DATA_DIR/uploads; null shows the default picture. */
    photoKey: text('photo_key'),
    /** The site language the customer chose ('en' | 'hi'); null until they choose. */
    language: text('language', { enum: LANGUAGES }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    /**
     * Staff only: an admin sees every branch, a manager and counter staff (`staff`) only
     * `branch_id` (decisions 0009, 0029).
     */
    staffRole: text('staff_role', { enum: STAFF_ROLES }),
    branchId: integer('branch_id').references(() => branches.id),
    /** A deactivated staff member cannot sign in; their sessions are revoked. */
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
    /** Who deactivated the account: one an admin deactivated only an admin reactivates. */
    deactivatedBy: integer('deactivated_by').references((): AnyPgColumn => users.id),
    /** A blocked customer cannot sign in or book; set from the console (decision 0013). */
    blockedAt: timestamp('blocked_at', { withTimezone: true }),
    blockedReason: text('blocked_reason'),
  },
  (t) => [
    check('users_staff_role', sql`(${t.role} = 'staff') = (${t.staffRole} IS NOT NULL)`),
    check(
      'users_staff_branch',
      sql`${t.staffRole} IS DISTINCT FROM 'staff' AND ${t.staffRole} IS DISTINCT FROM 'manager' OR ${t.branchId} IS NOT NULL`,
    ),
  ],
);

// ---- Accounts (issue 3) ----

export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 of the opaque cookie token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    userAgent: text('user_agent'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** Single-use e-mail links: address verification and password reset. Stored hashed. */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', {
      enum: ['verify_email', 'reset_password', 'staff_invite'],
    }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('auth_tokens_user_idx').on(t.userId, t.purpose)],
);

/** One-time login codes sent by SMS. Stored hashed; limited tries and lifetime. */
export const otpCodes = pgTable(
  'otp_codes',
  {
    id: serial('id').primaryKey(),
    /** E.164 mobile number the code was sent to. */
    mobile: text('mobile').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: smallint('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('otp_codes_mobile_idx').on(t.mobile, t.createdAt)],
);
