import { ADMIN_ROLES } from '../../../shared/console.js';
import type { ConsoleSection } from '../../app-deps.js';
import { forRoles } from '../../lib/console-guard.js';
import { consoleContentRoutes } from './console-content.routes.js';
import { inboxRoutes } from './inbox.routes.js';

/**
 * The site's content (admins: it belongs to no branch, decision 0015) and the contact inbox,
 * whose messages are routed to a branch for its staff to answer (decision 0030).
 */
export const contentSection: ConsoleSection = (deps) => async (app) => {
  await app.register(
    forRoles(ADMIN_ROLES, consoleContentRoutes(deps.db, deps.config, deps.events)),
  );
  await app.register(inboxRoutes(deps.db, deps.mailer, deps.config));
};
