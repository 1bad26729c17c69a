// The database schema, one file per owning module under schema/ (decision 0028). A table is
// written only by the module its file is named after (`lib-*`: by that lib/ helper); the
// ownership test (src/server/test/table-owners.test.ts) fails when another module writes it.
export * from './schema/account.js';
export * from './schema/auth.js';
export * from './schema/bookings.js';
export * from './schema/branches.js';
export * from './schema/cars.js';
export * from './schema/content.js';
export * from './schema/driving-lessons.js';
export * from './schema/favourites.js';
export * from './schema/fleet.js';
export * from './schema/handover.js';
export * from './schema/learning.js';
export * from './schema/lib-audit-log.js';
export * from './schema/lib-mail.js';
export * from './schema/offers.js';
export * from './schema/payments.js';
export * from './schema/pricing.js';
export * from './schema/reminders.js';
export * from './schema/reviews.js';
export * from './schema/trip-charges.js';
