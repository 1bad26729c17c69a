import { ADMIN_ROLES, MANAGER_ROLES } from '../../../shared/console.js';
import type { ConsoleSection } from '../../app-deps.js';
import { forRoles } from '../../lib/console-guard.js';
import { consoleAccountsRoutes } from './accounts.routes.js';
import { consoleClosedMonthsRoutes } from './closed-months.routes.js';
import { consolePaymentsRoutes } from './console-payments.routes.js';
import { consoleCourseOrderDocumentRoutes, consoleDocumentRoutes } from './documents.routes.js';
import { consoleGstRoutes, consoleLedgerRoutes } from './ledger.routes.js';
import { consoleStatementsRoutes } from './statements.routes.js';

/**
 * The console's money: at the desk, a booking's balance, deposit and GST documents, UTR checks
 * and bank-transfer refunds; for managers the month's ledger and accounts; for admins the GST
 * rates, a course order's GST documents (course orders are the whole site's, no branch's) and
 * closing a month's books.
 * Payments owns every money row: these routes only call its services.
 */
export const moneySection: ConsoleSection = (deps) => async (app) => {
  await app.register(consolePaymentsRoutes(deps));
  await app.register(consoleDocumentRoutes(deps.db));
  await app.register(forRoles(MANAGER_ROLES, consoleLedgerRoutes(deps.db)));
  await app.register(forRoles(MANAGER_ROLES, consoleAccountsRoutes(deps.db)));
  await app.register(forRoles(MANAGER_ROLES, consoleStatementsRoutes(deps.db)));
  await app.register(forRoles(ADMIN_ROLES, consoleGstRoutes(deps.db)));
  await app.register(forRoles(ADMIN_ROLES, consoleClosedMonthsRoutes(deps.db)));
  await app.register(forRoles(ADMIN_ROLES, consoleCourseOrderDocumentRoutes(deps.db)));
};
