import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  auditPageSchema,
  auditQuerySchema,
  consoleBranchesSchema,
  consoleMeSchema,
  MANAGER_ROLES,
} from '../../../shared/console.js';
import type { Db } from '../../db/client.js';
import { branchScope, staffOf } from '../../lib/console-guard.js';
import { auditPage } from './audit.queries.js';
import { branchesInScope, findBranch } from './staff-accounts.js';

/** Inside `consoleScope`: who is signed in, the branches they may see, the audit log. */
export const consoleAccessRoutes =
  (db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['console'];
    app.get(
      '/api/console/me',
      {
        schema: { tags, summary: 'The signed-in staff member', response: { 200: consoleMeSchema } },
      },
      async (request) => {
        const staff = staffOf(request);
        const branch = staff.branchId === null ? null : await findBranch(db, staff.branchId);
        return { ...staff, branchName: branch?.name ?? null };
      },
    );

    app.get(
      '/api/console/branches',
      {
        schema: {
          tags,
          summary: 'Branches this staff member works with (every branch for an admin)',
          response: { 200: consoleBranchesSchema },
        },
      },
      async (request) => ({ branches: await branchesInScope(db, branchScope(staffOf(request))) }),
    );

    app.get(
      '/api/console/audit',
      {
        config: { roles: MANAGER_ROLES },
        schema: {
          tags,
          summary: 'Audit log of console changes, newest first, filterable by record',
          querystring: auditQuerySchema,
          response: { 200: auditPageSchema },
        },
      },
      async (request) => auditPage(db, staffOf(request), request.query),
    );
  };
