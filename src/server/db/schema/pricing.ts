import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from './auth.js';
import { branches } from './branches.js';
import { carCategories, cars } from './fleet.js';

/**
 * A rate rule of a branch (decision 0049): a dated season ("Diwali 2026", both dates set,
 * inclusive, IST) or the standing rule (no dates) that holds outside every season. It covers
 * the whole branch, one car category, or one car; the narrower scope wins, and a season wins
 * over the standing rule. `kind` says what the values are: a percentage added to the package's
 * rate per hour (-90 to +500), or a fixed rate per hour in paise; a weekday and a weekend
 * (Saturday, Sunday) value. Two seasons of one scope never overlap (exclusion constraint,
 * migration 0036), and a scope has one standing rule.
 */
export const rateSeasons = pgTable(
  'rate_seasons',
  {
    id: serial('id').primaryKey(),
    branchId: integer('branch_id')
      .notNull()
      .references(() => branches.id),
    categoryId: integer('category_id').references(() => carCategories.id),
    carId: integer('car_id').references(() => cars.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    nameHi: text('name_hi').notNull(),
    startsOn: date('starts_on'),
    endsOn: date('ends_on'),
    kind: text('kind', { enum: ['percent', 'rate'] }).notNull(),
    weekdayValue: integer('weekday_value').notNull(),
    weekendValue: integer('weekend_value').notNull(),
    minTripHours: smallint('min_trip_hours'),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('rate_seasons_branch_idx').on(t.branchId, t.endsOn),
    check(
      'rate_seasons_dates',
      sql`(${t.startsOn} IS NULL) = (${t.endsOn} IS NULL) AND (${t.endsOn} IS NULL OR ${t.endsOn} >= ${t.startsOn})`,
    ),
    check('rate_seasons_scope', sql`${t.carId} IS NULL OR ${t.categoryId} IS NULL`),
    check(
      'rate_seasons_values',
      sql`CASE ${t.kind} WHEN 'percent' THEN ${t.weekdayValue} BETWEEN -90 AND 500 AND ${t.weekendValue} BETWEEN -90 AND 500 ELSE ${t.weekdayValue} > 0 AND ${t.weekendValue} > 0 END`,
    ),
    check(
      'rate_seasons_min_trip',
      sql`${t.minTripHours} IS NULL OR ${t.minTripHours} BETWEEN 1 AND 720`,
    ),
  ],
);
