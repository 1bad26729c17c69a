import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { gstRateBodySchema, gstSettingsViewSchema } from '../../../shared/gst-settings.js';
import type { Db } from '../../db/client.js';
import { branchScope, staffOf } from '../../lib/console-guard.js';
import { gstSettingsView, saveGstRate, ledgerSummary } from '../payments/index.js';

/**
 * Inside `consoleScope`, for managers and admins: the month from the journal (branch managers
 * see their branch's bookings; admins everything, courses included).
 */
export const consoleLedgerRoutes =
  (db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/console/ledger',
      {
        schema: {
          tags: ['console'],
          summary: 'The month from the journal: revenue by source, GST output, held and owed',
          querystring: z.object({
            month: z
              .string()
              .regex(/^20\d\d-(0[1-9]|1[0-2])$/, { error: 'Choose a month such as 2026-11.' }),
          }),
        },
      },
      async (request) => ledgerSummary(db, request.query.month, branchScope(staffOf(request))),
    );
  };

/** Inside `consoleScope`, admins only: the GST registration shown, and SAC + rate per subject. */
export const consoleGstRoutes =
  (db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['console'];
    app.get(
      '/api/console/gst',
      {
        schema: {
          tags,
          summary: 'The GST registration, and the SAC and rate of each car and course category',
          response: { 200: gstSettingsViewSchema },
        },
      },
      async () => gstSettingsView(db),
    );
    app.put(
      '/api/console/gst/rates',
      {
        schema: {
          tags,
          summary: 'Set the SAC code and GST rate of a car category or course category',
          body: gstRateBodySchema,
          response: { 200: gstSettingsViewSchema },
        },
      },
      async (request) => saveGstRate(db, staffOf(request).id, request.body),
    );
  };
