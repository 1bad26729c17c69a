import { MANAGER_ROLES } from '../../../shared/console.js';
import type { ConsoleSection } from '../../app-deps.js';
import { forRoles } from '../../lib/console-guard.js';
import { consoleChargesManagerRoutes } from './charges-manager.routes.js';
import { consoleChargesRoutes } from './console-charges.routes.js';
import { consoleFastagRoutes } from './fastag.routes.js';

/**
 * Charges after the trip (issue 36): the desk records tolls, challans and damage found later
 * and their evidence; managers write off what was never paid and read the report. The
 * trip-charges module owns them, the payments module their money.
 */
export const chargesSection: ConsoleSection = (deps) => async (app) => {
  await app.register(consoleChargesRoutes(deps));
  await app.register(consoleFastagRoutes(deps));
  await app.register(forRoles(MANAGER_ROLES, consoleChargesManagerRoutes(deps)));
};
