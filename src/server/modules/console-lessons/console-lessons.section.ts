import type { ConsoleSection } from '../../app-deps.js';
import { MANAGER_ROLES } from '../../../shared/console.js';
import { forRoles } from '../../lib/console-guard.js';
import { lessonCounterRoutes } from './lesson-counter.routes.js';
import { lessonDeskRoutes } from './lesson-desk.routes.js';
import { lessonSetupRoutes } from './lesson-setup.routes.js';

/**
 * Practical driving lessons (issue 34, decisions 0046 and 0048): the desk books and cancels
 * lessons in the free slots, sells a walk-in a package and records their learner's licence;
 * managers set the branch's packages and their instructors' hours and leave. Nothing when the
 * driving school is off (LEARNING_ENABLED).
 */
export const lessonsSection: ConsoleSection = (deps) => async (app) => {
  if (!deps.config.learning.enabled) return;
  await app.register(lessonDeskRoutes(deps.db));
  await app.register(lessonCounterRoutes(deps.db, deps.config));
  await app.register(forRoles(MANAGER_ROLES, lessonSetupRoutes(deps.db)));
};
