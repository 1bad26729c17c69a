import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  auditPageSchema,
  auditQuerySchema,
  consoleBranchesSchema,
  consoleMeSchema,
  MANAGER_ROLES,
} from '../../../shared/console.js';
import { languagePreferenceSchema } from '../../../shared/account.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { setLanguageCookie } from '../../lib/visitor-language.js';
import { saveLanguage } from '../account/index.js';
import { branchScope, staffOf } from '../../lib/console-guard.js';
import { auditPage } from './audit.queries.js';
import { branchesInScope, findBranch } from './staff-accounts.js';

/**
 * Inside `consoleScope`: who is signed in, their console language, the branches they may see,
 * the audit log.
 */
export const consoleAccessRoutes =
  (db: Db, config: Config): FastifyPluginAsyncZod =>
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

    app.put(
      '/api/console/language',
      {
        schema: {
          tags,
          summary: 'Saves my console language: the console opens in it on any device I sign in on',
          body: languagePreferenceSchema,
          response: { 200: languagePreferenceSchema },
        },
      },
      async (request, reply) => {
        const { language } = request.body;
        await saveLanguage(db, staffOf(request).id, language);
        setLanguageCookie(reply, config, language);
        return { language };
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
