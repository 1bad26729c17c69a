import type { ConsoleSection } from '../../app-deps.js';
import { consoleCustomersRoutes } from './console-customers.routes.js';
import { counterDocumentsRoutes } from './counter-documents.routes.js';

/** The branch's customers: their documents (uploaded at the counter too), review, blocking. */
export const customersSection: ConsoleSection = (deps) => async (app) => {
  await app.register(consoleCustomersRoutes(deps.db, deps.mailer, deps.config));
  await app.register(counterDocumentsRoutes(deps.db, deps.config));
};
