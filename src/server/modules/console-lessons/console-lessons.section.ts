import type { ConsoleSection } from '../../app-deps.js';
import { MANAGER_ROLES } from '../../../shared/console.js';
import { forRoles } from '../../lib/console-guard.js';
import { lessonDeskRoutes } from './lesson-desk.routes.js';
import { lessonSetupRoutes } from './lesson-setup.routes.js';

/**
 * Practical driving lessons (issue 34, decision 0046): the desk books and cancels lessons in
 * the free slots; managers set the branch's packages and their instructors' hours and leave.
 * Nothing when the driving school is off (LEARNING_ENABLED).
 */
export const lessonsSection: ConsoleSection = (deps) => async (app) => {
  if (!deps.config.learning.enabled) return;
  await app.register(lessonDeskRoutes(deps.db));
  await app.register(forRoles(MANAGER_ROLES, lessonSetupRoutes(deps.db)));
};
