import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  consoleReportSchema,
  istMonth,
  reportQuerySchema,
  type ConsoleReport,
  type ReportQuery,
} from '../../../shared/console-reports.js';
import { lessonReportSchema } from '../../../shared/lesson-console.js';
import type { Db } from '../../db/client.js';
import { assertBranch, branchScope, staffOf } from '../../lib/console-guard.js';
import { branchFiguresCsv, carUtilisationCsv, reportFilename } from './reports-csv.js';
import { monthReport } from './reports.service.js';
import { lessonMonthReport } from '../driving-lessons/index.js';

/** Inside `consoleScope`: the month's report, and the same figures as CSV files. */
export const consoleReportsRoutes =
  (db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['console'];

    /** Branch staff: their branch (another branch's id is 404); admins: the one asked, or all. */
    function reportFor(request: FastifyRequest, query: ReportQuery) {
      const staff = staffOf(request);
      if (query.branchId) assertBranch(staff, query.branchId);
      return monthReport(db, query.branchId ?? branchScope(staff), query.month);
    }

    function sendCsv(reply: FastifyReply, report: ConsoleReport, what: string, body: string) {
      const branchName = report.branchId === null ? null : (report.branches[0]?.branchName ?? '');
      return reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header(
          'Content-Disposition',
          `attachment; filename="${reportFilename(report, branchName, what)}"`,
        )
        .send(body);
    }

    app.get(
      '/api/console/reports',
      {
        schema: {
          tags,
          summary:
            'A month by branch (bookings, revenue, refunds, cancellations), utilisation per car, rent by weekday and season, ratings',
          querystring: reportQuerySchema,
          response: { 200: consoleReportSchema },
        },
      },
      async (request) => reportFor(request, request.query),
    );

    app.get(
      '/api/console/reports/lessons',
      {
        schema: {
          tags,
          summary:
            "A month's practical lessons by branch and instructor: delivered, cancelled, utilisation",
          querystring: reportQuerySchema,
          response: { 200: lessonReportSchema },
        },
      },
      async (request) => {
        const staff = staffOf(request);
        const { branchId, month } = request.query;
        if (branchId) assertBranch(staff, branchId);
        return lessonMonthReport(db, branchId ?? branchScope(staff), month ?? istMonth(new Date()));
      },
    );

    const csvSchema = (summary: string) => ({
      tags,
      summary,
      querystring: reportQuerySchema,
      produces: ['text/csv'],
      response: { 200: z.string() },
    });

    app.get(
      '/api/console/reports/branches.csv',
      { schema: csvSchema('The month’s figures by branch as CSV') },
      async (request, reply) => {
        const report = await reportFor(request, request.query);
        return sendCsv(reply, report, 'branches', branchFiguresCsv(report));
      },
    );

    app.get(
      '/api/console/reports/cars.csv',
      { schema: csvSchema('The month’s utilisation per car as CSV') },
      async (request, reply) => {
        const report = await reportFor(request, request.query);
        return sendCsv(reply, report, 'cars', carUtilisationCsv(report));
      },
    );
  };
