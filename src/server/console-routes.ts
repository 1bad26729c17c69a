import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from './app-deps.js';
import { consoleScope } from './lib/console-guard.js';
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
import { fleetRoutes } from './modules/console-fleet/fleet.routes.js';
import { settingsRoutes } from './modules/console-settings/settings.routes.js';
import { consoleContentRoutes } from './modules/console-content/console-content.routes.js';
import { consolePaymentsRoutes } from './modules/payments/console-payments.routes.js';
import { consoleReportsRoutes } from './modules/console-reports/console-reports.routes.js';

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
        await scope.register(consoleAccessRoutes(db));
        await scope.register(staffTeamRoutes(db, mailer, config));
        await scope.register(fleetRoutes(db, config));
        await scope.register(settingsRoutes(db));
        await scope.register(availabilityRoutes(db));
        await scope.register(consoleBookingsRoutes(db, mailer, config, { ...deps, refunds }));
        await scope.register(counterRoutes(deps));
        await scope.register(consoleCustomersRoutes(db, mailer, config));
        await scope.register(counterDocumentsRoutes(db, config));
        await scope.register(consoleContentRoutes(db, config));
        await scope.register(consoleReportsRoutes(db));
        await scope.register(consolePaymentsRoutes(deps));
        await scope.register(consoleJobsRoutes(db, deps.jobs));
      }),
    );
    await app.register(staffInviteRoutes(db, config));
    // The customer's side of a return: their final bill on the dashboard.
    await app.register(finalBillRoutes(db));
  };
