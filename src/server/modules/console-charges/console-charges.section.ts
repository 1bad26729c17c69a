import type { ConsoleSection } from '../../app-deps.js';
import { consoleChargesRoutes } from './console-charges.routes.js';
import { consoleFastagRoutes } from './fastag.routes.js';

/**
 * Charges after the trip (issue 36): the desk records tolls, challans and damage found later
 * and their evidence; the trip-charges module owns them, the payments module their money.
 */
export const chargesSection: ConsoleSection = (deps) => async (app) => {
  await app.register(consoleChargesRoutes(deps));
  await app.register(consoleFastagRoutes(deps));
};
