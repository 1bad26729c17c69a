import type { ConsoleSection } from '../../app-deps.js';
import { availabilityRoutes } from './availability.routes.js';

/** Maintenance blocks, the branch calendar and today's board. */
export const availabilitySection: ConsoleSection = (deps) => availabilityRoutes(deps.db);
