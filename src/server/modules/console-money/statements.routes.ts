import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ADMIN_ROLES } from '../../../shared/console.js';
import {
  STATEMENT_FILES,
  gstr3bQuerySchema,
  gstr3bSchema,
  statementsQuerySchema,
  statementsSchema,
} from '../../../shared/statements.js';
import type { Db } from '../../db/client.js';
import { askedScope } from '../../lib/console-guard.js';
import { sendPdf } from '../../lib/pdf-reply.js';
import { visitorLanguage } from '../../lib/visitor-language.js';
import {
  gstr3bCsv,
  gstr3bPdfFile,
  gstr3bSummary,
  statementCsv,
  statements,
  statementsPdfFile,
} from '../payments/index.js';

/**
 * Inside `consoleScope`, for managers and admins (the section registers it so): the trial
 * balance, profit and loss and balance sheet of a period from the journal, on screen, as CSV
 * and as PDF (decision 0052). Scoped as the month's accounts are: branch managers their
 * branch's bookings, admins the branch asked for or everything. GSTR-3B's summary is the
 * whole registration's return, so admins only, like GSTR-1.
 */
export const consoleStatementsRoutes =
  (db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['console'];

    app.get(
      '/api/console/statements',
      {
        schema: {
          tags,
          summary:
            'Trial balance, profit and loss and balance sheet of a period (IST dates), from the journal',
          querystring: statementsQuerySchema,
          response: { 200: statementsSchema },
        },
      },
      async (request) => {
        const { from, to, branchId } = request.query;
        return statements(db, from, to, askedScope(request, branchId));
      },
    );

    for (const file of STATEMENT_FILES) {
      app.get(
        `/api/console/statements/${file}.csv`,
        {
          schema: {
            tags,
            summary: `The ${file.replaceAll('-', ' ')} of a period as CSV`,
            querystring: statementsQuerySchema,
            produces: ['text/csv'],
            response: { 200: z.string() },
          },
        },
        async (request, reply) => {
          const { from, to, branchId } = request.query;
          const s = await statements(db, from, to, askedScope(request, branchId));
          return reply
            .header('Content-Type', 'text/csv; charset=utf-8')
            .header('Content-Disposition', `attachment; filename="${file}-${from}-to-${to}.csv"`)
            .send(statementCsv(s, file));
        },
      );
    }

    app.get(
      '/api/console/statements/pdf',
      {
        schema: {
          tags,
          summary: "The three statements of a period as a PDF, in the staff member's language",
          querystring: statementsQuerySchema,
        },
      },
      async (request, reply) => {
        const { from, to, branchId } = request.query;
        return sendPdf(
          reply,
          await statementsPdfFile(
            db,
            from,
            to,
            askedScope(request, branchId),
            await visitorLanguage(request, db),
          ),
        );
      },
    );

    app.get(
      '/api/console/statements/gstr3b',
      {
        config: { roles: ADMIN_ROLES },
        schema: {
          tags,
          summary:
            'GSTR-3B summary of a month from the journal: outward supplies, tax by head, input tax credit (admins)',
          querystring: gstr3bQuerySchema,
          response: { 200: gstr3bSchema },
        },
      },
      async (request) => gstr3bSummary(db, request.query.month),
    );

    app.get(
      '/api/console/statements/gstr3b.csv',
      {
        config: { roles: ADMIN_ROLES },
        schema: {
          tags,
          summary: 'GSTR-3B summary of a month as CSV (admins)',
          querystring: gstr3bQuerySchema,
          produces: ['text/csv'],
          response: { 200: z.string() },
        },
      },
      async (request, reply) => {
        const { month } = request.query;
        return reply
          .header('Content-Type', 'text/csv; charset=utf-8')
          .header('Content-Disposition', `attachment; filename="gstr3b-${month}.csv"`)
          .send(gstr3bCsv(await gstr3bSummary(db, month)));
      },
    );

    app.get(
      '/api/console/statements/gstr3b/pdf',
      {
        config: { roles: ADMIN_ROLES },
        schema: {
          tags,
          summary: "GSTR-3B summary of a month as a PDF, in the staff member's language (admins)",
          querystring: gstr3bQuerySchema,
        },
      },
      async (request, reply) =>
        sendPdf(
          reply,
          await gstr3bPdfFile(db, request.query.month, await visitorLanguage(request, db)),
        ),
    );
  };
