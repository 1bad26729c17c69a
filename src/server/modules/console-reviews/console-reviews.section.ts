import type { ConsoleSection } from '../../app-deps.js';
import { consoleReviewsRoutes } from './console-reviews.routes.js';

/**
 * Reviews from renters (decision 0049): the branch's staff read them and reply once; a manager
 * or an admin hides one with the reason. The reviews module owns them; this section routes.
 */
export const reviewsSection: ConsoleSection = (deps) => async (app) => {
  await app.register(consoleReviewsRoutes(deps.db));
};
