import type { ConsoleSection } from '../../app-deps.js';
import { settingsRoutes } from './settings.routes.js';

/** Branches, categories, accessories, amenities, pickup/drop, cancellation and branch rules. */
export const settingsSection: ConsoleSection = (deps) => settingsRoutes(deps.db);
