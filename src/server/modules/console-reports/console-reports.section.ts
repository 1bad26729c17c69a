import type { ConsoleSection } from '../../app-deps.js';
import { consoleReportsRoutes } from './console-reports.routes.js';

/** The month's report, and the same figures as CSV files. */
export const reportsSection: ConsoleSection = (deps) => consoleReportsRoutes(deps.db);
