import type { ConsoleSection } from '../../app-deps.js';
import { consoleReviewRoutes } from './review.routes.js';

/**
 * The driving school's side of the console: course orders, and the review queue of courses
 * and customers' blogs. Nothing when the school is off (LEARNING_ENABLED).
 */
export const schoolSection: ConsoleSection = (deps) => async (app) => {
  const { db, events, config } = deps;
  if (!config.learning.enabled) return;
  await app.register(consoleReviewRoutes({ db, events, aedPerUsd: config.learning.aedPerUsd }));
};
