import type { FastifyPluginAsync } from 'fastify';
import type { ConsoleDeps, ConsoleSection } from './app-deps.js';
import { ADMIN_ROLES, EVERY_STAFF_ROLE, MANAGER_ROLES, type StaffRole } from '../shared/console.js';
import { consoleScope, forRoles } from './lib/console-guard.js';
import { accessSection, staffEntry } from './modules/console-access/index.js';
import { availabilitySection } from './modules/console-availability/index.js';
import { bookingsSection } from './modules/console-bookings/index.js';
import { chargesSection } from './modules/console-charges/index.js';
import { contentSection } from './modules/console-content/index.js';
import { customersSection } from './modules/console-customers/index.js';
import { fleetSection } from './modules/console-fleet/index.js';
import { jobsSection } from './modules/console-jobs/index.js';
import { lessonsSection } from './modules/console-lessons/index.js';
import { moneySection } from './modules/console-money/index.js';
import { offersSection } from './modules/console-offers/index.js';
import { reportsSection } from './modules/console-reports/index.js';
import { reviewsSection } from './modules/console-reviews/index.js';
import { schoolSection } from './modules/console-school/index.js';
import { settingsSection } from './modules/console-settings/index.js';

/** Counter staff: the desk's work. */
const DESK = EVERY_STAFF_ROLE;

/**
 * The console, one line a section: a `console-<name>` module's one plugin and who may use it
 * (decision 0029). A section may narrow a part of itself with `forRoles` (the desk's money
 * section keeps the ledger to managers), or a route with `config.roles`. A new section is a
 * new folder `modules/console-<name>/` and a line here.
 */
const SECTIONS: readonly { section: ConsoleSection; roles: readonly StaffRole[] }[] = [
  { section: accessSection, roles: DESK },
  { section: availabilitySection, roles: DESK },
  { section: bookingsSection, roles: DESK },
  { section: customersSection, roles: DESK },
  { section: moneySection, roles: DESK },
  // Contact messages are routed to a branch: its staff answer them (decision 0030); the
  // site's content is admins'.
  { section: contentSection, roles: DESK },
  // Practical lessons: the desk books them; managers set packages and instructors (inside).
  { section: lessonsSection, roles: DESK },
  // Renters' reviews: the desk reads and replies; hiding one is a manager's (inside).
  { section: reviewsSection, roles: DESK },
  // Charges after the trip (issue 36): the desk records tolls, challans and late damage.
  { section: chargesSection, roles: DESK },
  // Managers run their branch: its team (in access), fleet, prices, rules and reports.
  { section: fleetSection, roles: MANAGER_ROLES },
  { section: settingsSection, roles: MANAGER_ROLES },
  { section: reportsSection, roles: MANAGER_ROLES },
  // Coupon codes (decision 0049): a branch manager's for their branch, an admin's for any.
  { section: offersSection, roles: MANAGER_ROLES },
  // Admins: the whole site's. Courses and customers' blogs are the whole site's, like its
  // content, so admins review them (issue 21).
  { section: jobsSection, roles: ADMIN_ROLES },
  { section: schoolSection, roles: ADMIN_ROLES },
];

/**
 * The operator console's API: every section is registered inside `consoleScope` (active staff
 * only; decision 0009). Its doors (sign-in, the invite link's page, moved URLs) are public.
 */
export const consoleRoutes =
  (deps: ConsoleDeps): FastifyPluginAsync =>
  async (app) => {
    await app.register(
      consoleScope(deps.db, async (scope) => {
        for (const { section, roles } of SECTIONS) {
          await scope.register(forRoles(roles, section(deps)));
        }
      }),
    );
    await app.register(staffEntry(deps));
  };
