import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from './app-deps.js';
import { ADMIN_ROLES, EVERY_STAFF_ROLE, MANAGER_ROLES } from '../shared/console.js';
import { consoleScope, forRoles } from './lib/console-guard.js';
import type { CancellationRefunds } from './modules/bookings/cancellation.service.js';
import { consoleJobsRoutes } from './modules/console-jobs/console-jobs.routes.js';
import { finalBillRoutes } from './modules/final-bill/final-bill.routes.js';
import { consoleCustomersRoutes } from './modules/console-customers/console-customers.routes.js';
import { counterDocumentsRoutes } from './modules/console-customers/counter-documents.routes.js';
import { consoleBookingsRoutes } from './modules/console-bookings/console-bookings.routes.js';
import { counterRoutes } from './modules/console-bookings/counter.routes.js';
import { consoleAccessRoutes } from './modules/console-access/console-access.routes.js';
import { staffInviteRoutes } from './modules/console-access/staff-invite.routes.js';
import { staffTeamRoutes } from './modules/console-access/staff-team.routes.js';
import { availabilityRoutes } from './modules/console-availability/availability.routes.js';
import { complianceRoutes } from './modules/console-fleet/compliance.routes.js';
import { fleetRoutes } from './modules/console-fleet/fleet.routes.js';
import { settingsRoutes } from './modules/console-settings/settings.routes.js';
import { consoleContentRoutes } from './modules/console-content/console-content.routes.js';
import { inboxRoutes } from './modules/console-content/inbox.routes.js';
import { consoleAccountsRoutes } from './modules/payments/accounts.routes.js';
import { consolePaymentsRoutes } from './modules/payments/console-payments.routes.js';
import { consoleGstRoutes, consoleLedgerRoutes } from './modules/payments/console-ledger.routes.js';
import { consoleReportsRoutes } from './modules/console-reports/console-reports.routes.js';
import { consoleReviewRoutes } from './modules/learning/console-review.routes.js';

/**
 * The operator console's API: every route under /api/console is registered inside
 * `consoleScope` (active staff only; decision 0009). The invite link's page is public.
 */
export const consoleRoutes =
  (deps: AppDeps, refunds: CancellationRefunds): FastifyPluginAsync =>
  async (app) => {
    const { db, mailer, config } = deps;
    await app.register(
      consoleScope(db, async (scope) => {
        // Counter staff: the desk's work. Managers add their branch's team, fleet, prices,
        // rules and reports; admins every branch and the site (decision 0029).
        const desk = EVERY_STAFF_ROLE;
        await scope.register(forRoles(desk, consoleAccessRoutes(db)));
        await scope.register(forRoles(MANAGER_ROLES, staffTeamRoutes(db, mailer, config)));
        await scope.register(forRoles(MANAGER_ROLES, fleetRoutes(db, config)));
        await scope.register(forRoles(MANAGER_ROLES, complianceRoutes(db)));
        await scope.register(forRoles(MANAGER_ROLES, settingsRoutes(db)));
        await scope.register(forRoles(desk, availabilityRoutes(db)));
        await scope.register(
          forRoles(desk, consoleBookingsRoutes(db, mailer, config, { ...deps, refunds })),
        );
        await scope.register(forRoles(desk, counterRoutes(deps)));
        await scope.register(forRoles(desk, consoleCustomersRoutes(db, mailer, config)));
        await scope.register(forRoles(desk, counterDocumentsRoutes(db, config)));
        await scope.register(forRoles(ADMIN_ROLES, consoleContentRoutes(db, config, deps.events)));
        // Contact messages are routed to a branch: its staff answer them (decision 0030).
        await scope.register(forRoles(desk, inboxRoutes(db, mailer, config)));
        await scope.register(forRoles(MANAGER_ROLES, consoleReportsRoutes(db)));
        await scope.register(forRoles(MANAGER_ROLES, consoleAccountsRoutes(db)));
        await scope.register(forRoles(desk, consolePaymentsRoutes(deps)));
        await scope.register(forRoles(MANAGER_ROLES, consoleLedgerRoutes(db)));
        await scope.register(forRoles(ADMIN_ROLES, consoleGstRoutes(db)));
        await scope.register(forRoles(ADMIN_ROLES, consoleJobsRoutes(db, deps.jobs)));
        // The driving school's review queue: courses and customers' blogs are the whole site's,
        // like its content, so admins review them (issue 21).
        if (config.learning.enabled) {
          const review = { db, events: deps.events, aedPerUsd: config.learning.aedPerUsd };
          await scope.register(forRoles(ADMIN_ROLES, consoleReviewRoutes(review)));
        }
      }),
    );
    await app.register(staffInviteRoutes(db, config));
    // The customer's side of a return: their final bill on the dashboard.
    await app.register(finalBillRoutes(db, config));
  };
