import type { ConsoleSection } from '../../app-deps.js';
import { complianceRoutes } from './compliance.routes.js';
import { fleetRoutes } from './fleet.routes.js';

/** The branch's cars, their rate packages and photos, their papers and service schedule. */
export const fleetSection: ConsoleSection = (deps) => async (app) => {
  await app.register(fleetRoutes(deps.db, deps.config));
  await app.register(complianceRoutes(deps.db));
};
