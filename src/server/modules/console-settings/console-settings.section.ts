import type { ConsoleSection } from '../../app-deps.js';
import { seasonsRoutes } from './seasons.routes.js';
import { settingsRoutes } from './settings.routes.js';

/**
 * Branches, categories, accessories, amenities, pickup/drop, cancellation and branch rules,
 * and the rate seasons.
 */
export const settingsSection: ConsoleSection = (deps) => async (app) => {
  await app.register(settingsRoutes(deps.db));
  await app.register(seasonsRoutes(deps.db));
};
