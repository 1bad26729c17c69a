import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { CONSOLE_BOOKING_STATUSES } from '../../shared/console-bookings.js';
import { LANGUAGES } from '../../shared/language.js';
import { NOTIFICATION_CHANNELS, REMINDER_KINDS } from '../../shared/notification-channels.js';

export interface OutboxAttachment {
  filename: string;
  contentType: string;
  contentBase64: string;
}

// Money columns hold integer paise. Times are timestamptz; the business reads them in IST.

export const branches = pgTable('branches', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  /** Position in the footer's city list; the `cityid` of `/cars?cityid=N`. */
  cityIndex: smallint('city_index').notNull().unique(),
  /** Street address shown to customers (pickup reminders, contact page); '' until set in the console. */
  address: text('address').notNull().default(''),
  /** Branch phone in E.164 form, or ''. */
  phone: text('phone').notNull().default(''),
  /** An https link to the branch on a map, or ''. */
  mapUrl: text('map_url').notNull().default(''),
  /** Opening hours as shown to customers, e.g. "Mon–Sun 8:00 AM – 9:00 PM", or ''. */
  openingHours: text('opening_hours').notNull().default(''),
});

/** `is_active` false: kept for the cars and bookings that name it, offered nowhere new. */
const inUse = () => boolean('is_active').notNull().default(true);

export const carCategories = pgTable('car_categories', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  isActive: inUse(),
});

export const carSubcategories = pgTable(
  'car_subcategories',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => carCategories.id),
    name: text('name').notNull(),
    isActive: inUse(),
  },
  (t) => [uniqueIndex('car_subcategories_category_name').on(t.categoryId, t.name)],
);

export const cars = pgTable(
  'cars',
  {
    id: serial('id').primaryKey(),
    branchId: integer('branch_id')
      .notNull()
      .references(() => branches.id),
    categoryId: integer('category_id')
      .notNull()
      .references(() => carCategories.id),
    subcategoryId: integer('subcategory_id').references(() => carSubcategories.id),
    brandName: text('brand_name').notNull(),
    modelName: text('model_name').notNull(),
    title: text('title').notNull(),
    imageUrl: text('image_url').notNull(),
    fuelType: text('fuel_type', { enum: ['Petrol', 'Diesel', 'CNG', 'Electric'] }).notNull(),
    transmission: text('transmission', { enum: ['automatic', 'manual'] }).notNull(),
    /** Shown as the seater count (spec: car_luggage_space). */
    seats: smallint('seats').notNull(),
    carNumber: text('car_number').notNull().unique(),
    shortDescription: text('short_description').notNull(),
    securityDepositPaise: integer('security_deposit_paise').notNull(),
    outstationSecurityDepositPaise: integer('outstation_security_deposit_paise').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('cars_branch_idx').on(t.branchId),
    index('cars_category_idx').on(t.categoryId, t.subcategoryId),
    check('cars_seats_positive', sql`${t.seats} > 0`),
    check(
      'cars_deposits_non_negative',
      sql`${t.securityDepositPaise} >= 0 AND ${t.outstationSecurityDepositPaise} >= 0`,
    ),
  ],
);

/** Hourly rate package of a car (spec: Rate package). */
export const ratePackages = pgTable(
  'rate_packages',
  {
    id: serial('id').primaryKey(),
    carId: integer('car_id')
      .notNull()
      .references(() => cars.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    ratePerHourPaise: integer('rate_per_hour_paise').notNull(),
    /** The undiscounted rate, shown struck through when higher. */
    actualRatePerHourPaise: integer('actual_rate_per_hour_paise').notNull(),
    /** Kilometres included per booked hour (spec: distance). */
    kmPerHour: integer('km_per_hour').notNull(),
    /** Charge per extra kilometre (spec: access_rate). */
    extraKmRatePaise: integer('extra_km_rate_paise').notNull(),
    extendRatePerHourPaise: integer('extend_rate_per_hour_paise').notNull(),
  },
  (t) => [
    index('rate_packages_car_idx').on(t.carId, t.ratePerHourPaise),
    check('rate_packages_positive', sql`${t.ratePerHourPaise} > 0 AND ${t.kmPerHour} >= 0`),
  ],
);

export const accessories = pgTable('accessories', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  isActive: inUse(),
});

export const amenities = pgTable('amenities', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  isActive: inUse(),
});

export const carAccessories = pgTable(
  'car_accessories',
  {
    carId: integer('car_id')
      .notNull()
      .references(() => cars.id, { onDelete: 'cascade' }),
    accessoryId: integer('accessory_id')
      .notNull()
      .references(() => accessories.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.carId, t.accessoryId] })],
);

export const carAmenities = pgTable(
  'car_amenities',
  {
    carId: integer('car_id')
      .notNull()
      .references(() => cars.id, { onDelete: 'cascade' }),
    amenityId: integer('amenity_id')
      .notNull()
      .references(() => amenities.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.carId, t.amenityId] })],
);

/** Doorstep pickup and drop choices of a branch, each with its charge. */
export const pickupDropOptions = pgTable('pickup_drop_options', {
  id: serial('id').primaryKey(),
  branchId: integer('branch_id')
    .notNull()
    .references(() => branches.id),
  name: text('name').notNull(),
  ratePaise: integer('rate_paise').notNull(),
  isActive: inUse(),
});

/** Deduction from the base fare by hours left before pickup (spec: Cancellation charge rule). */
export const cancellationRules = pgTable(
  'cancellation_rules',
  {
    id: serial('id').primaryKey(),
    minHoursBeforeStart: integer('min_hours_before_start').notNull(),
    /** Null means "and more". */
    maxHoursBeforeStart: integer('max_hours_before_start'),
    deductionPercent: smallint('deduction_percent').notNull(),
    /**
     * Rules are never edited in place: a new schedule replaces the whole set, so the set in
     * force when a booking was made can still be read at cancel time (decision 0017).
     */
    validFrom: timestamp('valid_from', { withTimezone: true }).notNull().defaultNow(),
    replacedAt: timestamp('replaced_at', { withTimezone: true }),
  },
  (t) => [
    check('cancellation_rules_percent', sql`${t.deductionPercent} BETWEEN 0 AND 100`),
    check(
      'cancellation_rules_band',
      sql`${t.maxHoursBeforeStart} IS NULL OR ${t.maxHoursBeforeStart} > ${t.minHoursBeforeStart}`,
    ),
  ],
);

export const STAFF_ROLES = ['admin', 'staff'] as const;

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
    /** Staff only: an admin sees every branch, staff only `branch_id` (decision 0009). */
    staffRole: text('staff_role', { enum: STAFF_ROLES }),
    branchId: integer('branch_id').references(() => branches.id),
    /** A deactivated staff member cannot sign in; their sessions are revoked. */
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
    /** A blocked customer cannot sign in or book; set from the console (decision 0013). */
    blockedAt: timestamp('blocked_at', { withTimezone: true }),
    blockedReason: text('blocked_reason'),
  },
  (t) => [
    check('users_staff_role', sql`(${t.role} = 'staff') = (${t.staffRole} IS NOT NULL)`),
    check(
      'users_staff_branch',
      sql`${t.staffRole} IS DISTINCT FROM 'staff' OR ${t.branchId} IS NOT NULL`,
    ),
  ],
);

export const BOOKING_STATUSES = CONSOLE_BOOKING_STATUSES;

/**
 * A booking holds its car for [pickup_at, drop_at). The exclusion constraint
 * `bookings_no_overlap` (migration 0001) forbids two live bookings of one car overlapping;
 * "live" is every status except cancelled and lapsed.
 */
export const bookings = pgTable(
  'bookings',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    carId: integer('car_id')
      .notNull()
      .references(() => cars.id),
    /**
     * Set on an extension: a row of its own for [old drop, new drop) of the same car, so the
     * exclusion constraint guards it like any booking. Points at the booking it extends (the root).
     */
    parentBookingId: integer('parent_booking_id').references((): AnyPgColumn => bookings.id),
    ratePackageId: integer('rate_package_id')
      .notNull()
      .references(() => ratePackages.id),
    pickupAt: timestamp('pickup_at', { withTimezone: true }).notNull(),
    dropAt: timestamp('drop_at', { withTimezone: true }).notNull(),
    tripType: text('trip_type', { enum: ['local', 'outstation'] }).notNull(),
    pickupDropOptionId: integer('pickup_drop_option_id').references(() => pickupDropOptions.id),
    status: text('status', { enum: BOOKING_STATUSES }).notNull().default('pending_payment'),
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }),
    rentPaise: integer('rent_paise').notNull(),
    depositPaise: integer('deposit_paise').notNull(),
    pickupDropPaise: integer('pickup_drop_paise').notNull().default(0),
    totalPaise: integer('total_paise').notNull(),
    kmIncluded: integer('km_included').notNull(),
    extraKmRatePaise: integer('extra_km_rate_paise').notNull(),
    idempotencyKey: text('idempotency_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [
    index('bookings_user_idx').on(t.userId, t.createdAt),
    index('bookings_parent_idx').on(t.parentBookingId),
    // The console reports read six months of bookings made and cancelled (decision 0021).
    index('bookings_created_idx').on(t.createdAt),
    index('bookings_cancelled_idx')
      .on(t.cancelledAt)
      .where(sql`${t.cancelledAt} IS NOT NULL`),
    // The availability search finds every live booking overlapping a period in one scan.
    index('bookings_live_period_idx')
      .using('gist', sql`tstzrange(${t.pickupAt}, ${t.dropAt}, '[)')`)
      .where(sql`${t.status} NOT IN ('cancelled', 'lapsed')`),
    uniqueIndex('bookings_user_idempotency').on(t.userId, t.idempotencyKey),
    check('bookings_period_valid', sql`${t.dropAt} > ${t.pickupAt}`),
  ],
);

export const PAYMENT_KINDS = ['rent', 'extension', 'refund'] as const;
/** `processing`: a refund sent to the gateway, waiting for its answer (staff keep off it). */
export const PAYMENT_STATUSES = ['pending', 'processing', 'success', 'failed'] as const;

/** Money moving for a booking: a booking can have several (rent, extension, refund). */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id),
    kind: text('kind', { enum: PAYMENT_KINDS }).notNull(),
    /** The real method: test gateway, razorpay, upi, bank transfer, refund... */
    method: text('method').notNull(),
    amountPaise: integer('amount_paise').notNull(),
    status: text('status', { enum: PAYMENT_STATUSES }).notNull().default('pending'),
    gatewayOrderId: text('gateway_order_id'),
    gatewayPaymentId: text('gateway_payment_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payments_booking_idx').on(t.bookingId, t.createdAt),
    check('payments_amount_non_negative', sql`${t.amountPaise} >= 0`),
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

/** Mail and SMS kept when no transport is configured (shown at /dev/mailbox outside production). */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: serial('id').primaryKey(),
    channel: text('channel', { enum: NOTIFICATION_CHANNELS }).notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject'),
    text: text('text').notNull(),
    html: text('html'),
    /** Attachments kept with the message (e.g. the booking's .ics), content base64-encoded. */
    attachments: jsonb('attachments').$type<OutboxAttachment[]>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('outbox_recipient_idx').on(t.recipient, t.createdAt)],
);

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
 * One booking message on one channel (reminders and confirmations). The unique key makes each
 * sent once whatever number of processes or duplicate jobs: the send job claims the row
 * (`claimed_at`), sends, then sets `sent_at`. A re-planned reminder moves `due_at`; a job
 * planned for the old time finds it changed and does nothing.
 */
export const customerMessages = pgTable(
  'customer_messages',
  {
    id: serial('id').primaryKey(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: REMINDER_KINDS }).notNull(),
    channel: text('channel', { enum: NOTIFICATION_CHANNELS }).notNull(),
    /**
     * What the message is about when a booking can have several of its kind: the refund's
     * payment id for `refund_sent` (a booking may be refunded twice); 0 for the others.
     */
    subjectId: integer('subject_id').notNull().default(0),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    /** Values the text needs that the booking no longer holds (the refund's amount). */
    details: jsonb('details').$type<Record<string, string | number>>(),
    /** Set by the process sending it (a one-minute lease), so no other sends it too. */
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('customer_messages_once').on(t.bookingId, t.kind, t.channel, t.subjectId)],
);

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

export const favourites = pgTable(
  'favourites',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    carId: integer('car_id')
      .notNull()
      .references(() => cars.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.carId] })],
);

// ---- Public content (issue 6). HTML columns are sanitised on the server when written. ----

export const blogCategories = pgTable('blog_categories', {
  id: serial('id').primaryKey(),
  title: text('title').notNull().unique(),
  slug: text('slug').notNull().unique(),
});

export const blogs = pgTable(
  'blogs',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => blogCategories.id),
    title: text('title').notNull(),
    slug: text('slug').notNull().unique(),
    imageUrl: text('image_url').notNull(),
    excerpt: text('excerpt').notNull(),
    bodyHtml: text('body_html').notNull(),
    isFeatured: boolean('is_featured').notNull().default(false),
    status: text('status', { enum: ['live', 'review', 'rejected'] })
      .notNull()
      .default('live'),
    viewCount: integer('view_count').notNull().default(0),
    /** A customer's or instructor's post (My Blogs); null for the business's own posts. */
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    /** Why staff rejected a customer's post (status rejected). */
    rejectReason: text('reject_reason'),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('blogs_category_idx').on(t.categoryId, t.publishedAt),
    index('blogs_published_idx').on(t.status, t.publishedAt),
    index('blogs_author_idx').on(t.authorId, t.publishedAt),
  ],
);

export const galleryItems = pgTable('gallery_items', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  imageUrl: text('image_url').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const faqs = pgTable('faqs', {
  id: serial('id').primaryKey(),
  topic: text('topic').notNull(),
  question: text('question').notNull(),
  answerHtml: text('answer_html').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

/** Policy pages by name: termandconditions, privacy, RefundAndCancellation. */
export const infoPages = pgTable('info_pages', {
  name: text('name').primaryKey(),
  title: text('title').notNull(),
  bodyHtml: text('body_html').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const contactMessages = pgTable('contact_messages', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  phone: text('phone').notNull(),
  message: text('message'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** Set when staff first open the message in the console inbox. */
  readAt: timestamp('read_at', { withTimezone: true }),
  answeredAt: timestamp('answered_at', { withTimezone: true }),
  answeredBy: integer('answered_by').references(() => users.id),
  answerNote: text('answer_note'),
});

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

// ---- Handover (issue 11, decision 0013) ----

export const HANDOVER_STAGES = ['pickup', 'return'] as const;

/**
 * The car handed over (pickup) or taken back (return): one row per booking and stage. The
 * pickup freezes the package's extend rate; the return keeps the final bill it computed.
 */
export const bookingHandovers = pgTable(
  'booking_handovers',
  {
    id: serial('id').primaryKey(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id),
    stage: text('stage', { enum: HANDOVER_STAGES }).notNull(),
    odometerKm: integer('odometer_km').notNull(),
    fuelEighths: smallint('fuel_eighths').notNull(),
    notes: text('notes'),
    extendRatePerHourPaise: integer('extend_rate_per_hour_paise'),
    /** Return only: the final bill (shared/final-bill.ts) as computed at return. */
    bill: jsonb('bill'),
    recordedBy: integer('recorded_by')
      .notNull()
      .references(() => users.id),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('booking_handovers_stage').on(t.bookingId, t.stage),
    check('booking_handovers_fuel', sql`${t.fuelEighths} BETWEEN 0 AND 8`),
    check('booking_handovers_odometer', sql`${t.odometerKm} >= 0`),
  ],
);

/** Photos of the car at a handover; files under DATA_DIR/uploads, served to staff only. */
export const handoverPhotos = pgTable(
  'handover_photos',
  {
    id: serial('id').primaryKey(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id),
    stage: text('stage', { enum: HANDOVER_STAGES }).notNull(),
    storageKey: text('storage_key').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    uploadedBy: integer('uploaded_by')
      .notNull()
      .references(() => users.id),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('handover_photos_booking_idx').on(t.bookingId, t.stage)],
);
