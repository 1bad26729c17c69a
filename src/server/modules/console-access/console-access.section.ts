import { MANAGER_ROLES } from '../../../shared/console.js';
import type { ConsoleSection } from '../../app-deps.js';
import { forRoles } from '../../lib/console-guard.js';
import { consoleAccessRoutes } from './console-access.routes.js';
import { movedStaffUrls } from './moved-urls.routes.js';
import { staffInviteRoutes } from './staff-invite.routes.js';
import { staffSignInRoutes } from './staff-sign-in.routes.js';
import { staffTeamRoutes } from './staff-team.routes.js';

/** Who is signed in, the branches they see and the audit log; managers run their team. */
export const accessSection: ConsoleSection = (deps) => async (app) => {
  await app.register(consoleAccessRoutes(deps.db, deps.config));
  await app.register(forRoles(MANAGER_ROLES, staffTeamRoutes(deps.db, deps.mailer, deps.config)));
};

/**
 * The console's doors, outside its guard (they must answer before sign-in): staff sign-in and
 * session, the invite link's page, and the staff payment URLs that moved under /api/console.
 */
export const staffEntry: ConsoleSection = (deps) => async (app) => {
  await app.register(staffSignInRoutes(deps.db, deps.config));
  await app.register(staffInviteRoutes(deps.db, deps.config));
  await app.register(movedStaffUrls);
};
