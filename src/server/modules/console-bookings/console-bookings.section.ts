import type { ConsoleSection } from '../../app-deps.js';
import { consoleBookingsRoutes } from './console-bookings.routes.js';
import { counterRoutes } from './counter.routes.js';

/** Bookings at the desk: search, the booking page, pickup, return, cancel; the counter. */
export const bookingsSection: ConsoleSection = (deps) => async (app) => {
  await app.register(consoleBookingsRoutes(deps.db, deps.mailer, deps.config, deps));
  await app.register(counterRoutes(deps));
};
