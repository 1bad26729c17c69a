import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { branches } from './branches.js';

// The fleet module's tables: the catalogue a car is described by, the cars with their rate
// packages, accessories, amenities and papers, and the blocks that take a car off the road.

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
    /** Has dual controls: the branch may teach practical lessons in it (decision 0046). */
    isTrainingCar: boolean('is_training_car').notNull().default(false),
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

/**
 * A car's papers and service schedule (decision 0029). `usable_until` is the earliest instant a
 * paper lapses or the service falls due (now, for a service due by km already reached),
 * recomputed on every change: no rental of the car may end after it (search, the bookings'
 * compliance trigger, handover). No row: nothing recorded, nothing limits the car.
 */
export const carCompliance = pgTable(
  'car_compliance',
  {
    carId: integer('car_id')
      .primaryKey()
      .references(() => cars.id, { onDelete: 'cascade' }),
    registrationExpiresOn: date('registration_expires_on'),
    insuranceExpiresOn: date('insurance_expires_on'),
    pucExpiresOn: date('puc_expires_on'),
    permitExpiresOn: date('permit_expires_on'),
    lastServiceOn: date('last_service_on'),
    serviceDueOn: date('service_due_on'),
    serviceDueKm: integer('service_due_km'),
    /** The last odometer reading: set in the form, raised by every handover. */
    odometerKm: integer('odometer_km'),
    usableUntil: timestamp('usable_until', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('car_compliance_usable_idx').on(t.usableUntil),
    check(
      'car_compliance_km',
      sql`coalesce(${t.serviceDueKm}, 0) >= 0 AND coalesce(${t.odometerKm}, 0) >= 0`,
    ),
  ],
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
