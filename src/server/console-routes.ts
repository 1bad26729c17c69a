import type { FastifyPluginAsync } from 'fastify';
import type { Config } from './config.js';
import type { Db } from './db/client.js';
import { consoleScope } from './lib/console-guard.js';
import type { Mailer } from './lib/mail/mailer.js';
import { finalBillRoutes } from './modules/final-bill/final-bill.routes.js';
import { consoleCustomersRoutes } from './modules/console-customers/console-customers.routes.js';
import { consoleBookingsRoutes } from './modules/console-bookings/console-bookings.routes.js';
import { consoleAccessRoutes } from './modules/console-access/console-access.routes.js';
import { staffInviteRoutes } from './modules/console-access/staff-invite.routes.js';
import { staffTeamRoutes } from './modules/console-access/staff-team.routes.js';
import { availabilityRoutes } from './modules/console-availability/availability.routes.js';
import { fleetRoutes } from './modules/console-fleet/fleet.routes.js';

/**
 * The operator console's API: every route under /api/console is registered inside
 * `consoleScope` (active staff only; decision 0009). The invite link's page is public.
 */
export const consoleRoutes =
  (db: Db, mailer: Mailer, config: Config): FastifyPluginAsync =>
  async (app) => {
    await app.register(
      consoleScope(db, async (scope) => {
        await scope.register(consoleAccessRoutes(db));
        await scope.register(staffTeamRoutes(db, mailer, config));
        await scope.register(fleetRoutes(db, config));
        await scope.register(availabilityRoutes(db));
        await scope.register(consoleBookingsRoutes(db, mailer, config));
        await scope.register(consoleCustomersRoutes(db, mailer, config));
      }),
    );
    await app.register(staffInviteRoutes(db, config));
    // The customer's side of a return: their final bill on the dashboard.
    await app.register(finalBillRoutes(db));
  };
