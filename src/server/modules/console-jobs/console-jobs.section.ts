import type { ConsoleSection } from '../../app-deps.js';
import { consoleJobsRoutes } from './console-jobs.routes.js';

/** Failed background jobs (sends, reminders) and their retry. */
export const jobsSection: ConsoleSection = (deps) => consoleJobsRoutes(deps.db, deps.jobs);
