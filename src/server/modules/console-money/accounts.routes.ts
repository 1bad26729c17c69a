import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  accountsQuerySchema,
  accountsReportSchema,
  dayBookQuerySchema,
  gstr1JsonFileSchema,
  gstr1JsonQuerySchema,
  gstr1ParamsSchema,
} from '../../../shared/accounts.js';
import { ADMIN_ROLES } from '../../../shared/console.js';
import type { Db } from '../../db/client.js';
import { askedScope } from '../../lib/console-guard.js';
import {
  dayBookCsv,
  gstr1Export,
  gstr1JsonExport,
  accountsReport,
  tallyExport,
} from '../payments/index.js';

/**
 * Inside `consoleScope`, for managers and admins: the month's accounts from the journal, the
 * day book, the GSTR-1 CSVs (decision 0031), GSTR-1 as the portal's JSON (decision 0054) and
 * the month as a Tally import file (decision 0059). Branch managers see their branch's
 * bookings; GSTR-1 and the Tally file are the whole registration's books, so admins only.
 */
export const consoleAccountsRoutes =
  (db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['console'];

    app.get(
      '/api/console/accounts',
      {
        schema: {
          tags,
          summary:
            'The month from the journal: revenue by source, GST by rate, deposits, receivables by age, refunds payable',
          querystring: accountsQuerySchema,
          response: { 200: accountsReportSchema },
        },
      },
      async (request) =>
        accountsReport(db, request.query.month, askedScope(request, request.query.branchId)),
    );

    app.get(
      '/api/console/accounts/day-book.csv',
      {
        schema: {
          tags,
          summary: 'The day book: every journal entry of a date range with its lines, as CSV',
          querystring: dayBookQuerySchema,
          produces: ['text/csv'],
          response: { 200: z.string() },
        },
      },
      async (request, reply) => {
        const { from, to, branchId } = request.query;
        const body = await dayBookCsv(db, from, to, askedScope(request, branchId));
        return reply
          .header('Content-Type', 'text/csv; charset=utf-8')
          .header('Content-Disposition', `attachment; filename="day-book-${from}-to-${to}.csv"`)
          .send(body);
      },
    );

    app.get(
      '/api/console/accounts/gstr1/:section',
      {
        config: { roles: ADMIN_ROLES },
        schema: {
          tags,
          summary: 'One section of the month’s GSTR-1 as the GST offline tool’s CSV (admins)',
          params: gstr1ParamsSchema,
          querystring: accountsQuerySchema.pick({ month: true }),
          produces: ['text/csv'],
          response: { 200: z.string() },
        },
      },
      async (request, reply) => {
        const { month } = request.query;
        const { section } = request.params;
        const body = await gstr1Export(db, month, section);
        return reply
          .header('Content-Type', 'text/csv; charset=utf-8')
          .header('Content-Disposition', `attachment; filename="gstr1-${month}-${section}.csv"`)
          .send(body);
      },
    );

    app.get(
      '/api/console/accounts/gstr1.json',
      {
        config: { roles: ADMIN_ROLES },
        schema: {
          tags,
          summary:
            'The month’s whole GSTR-1 as the GST portal’s upload file (JSON, the offline tool’s layout; admins)',
          querystring: gstr1JsonQuerySchema,
          response: { 200: gstr1JsonFileSchema },
        },
      },
      async (request, reply) => {
        const { file, fileName } = await gstr1JsonExport(db, request.query.month);
        return reply.header('Content-Disposition', `attachment; filename="${fileName}"`).send(file);
      },
    );

    app.get(
      '/api/console/accounts/tally.xml',
      {
        config: { roles: ADMIN_ROLES },
        schema: {
          tags,
          summary:
            'The month’s journal as a Tally import file: ledgers and one voucher per entry (XML; admins)',
          querystring: accountsQuerySchema.pick({ month: true }),
          produces: ['application/xml'],
          response: { 200: z.string() },
        },
      },
      async (request, reply) => {
        const { body, fileName } = await tallyExport(db, request.query.month);
        return reply
          .header('Content-Type', 'application/xml; charset=utf-8')
          .header('Content-Disposition', `attachment; filename="${fileName}"`)
          .send(body);
      },
    );
  };
