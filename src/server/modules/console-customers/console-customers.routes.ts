import path from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '../../../shared/console.js';
import {
  blockBodySchema,
  customerDetailSchema,
  customerListSchema,
  customerSearchSchema,
  documentParamsSchema,
  documentReviewBodySchema,
} from '../../../shared/console-customers.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { branchScope, staffOf } from '../../lib/console-guard.js';
import type { Mailer } from '../../lib/mail/mailer.js';
import { CUSTOMER_PAGE_SIZE, searchCustomers } from './customers.queries.js';
import {
  customerDetail,
  openCustomerDocument,
  reviewDocument,
  setBlocked,
} from './customers.service.js';
import { sendDocumentReviewMail } from './document-review-mail.js';

/** Inside `consoleScope`: customers of the staff member's branch, their documents, blocking. */
export const consoleCustomersRoutes =
  (db: Db, mailer: Mailer, config: Config): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['console'];
    const uploadsDir = path.join(config.dataDir, 'uploads');

    app.get(
      '/api/console/customers',
      {
        schema: {
          tags,
          summary: 'Customers by name, e-mail, mobile or id (branch staff: booked at the branch)',
          querystring: customerSearchSchema,
          response: { 200: customerListSchema },
        },
      },
      async (request) => {
        const { rows, total } = await searchCustomers(
          db,
          branchScope(staffOf(request)),
          request.query,
        );
        return { customers: rows, total, pageSize: CUSTOMER_PAGE_SIZE };
      },
    );

    app.get(
      '/api/console/customers/:id',
      {
        config: { record: 'customer' },
        schema: {
          tags,
          summary: 'A customer with documents, bookings and payments',
          params: idParamsSchema,
          response: { 200: customerDetailSchema },
        },
      },
      async (request) => customerDetail(db, staffOf(request), request.params.id),
    );

    app.get(
      '/api/console/customers/:id/documents/:kind/file',
      {
        config: { record: 'customer' },
        schema: { tags, summary: 'A customer’s document file', params: documentParamsSchema },
      },
      async (request, reply) => {
        const file = await openCustomerDocument(
          db,
          uploadsDir,
          request.params.id,
          request.params.kind,
        );
        return reply
          .type(file.mimeType)
          .header('Cache-Control', 'private, no-store')
          .send(file.stream);
      },
    );

    app.post(
      '/api/console/customers/:id/documents/:kind/review',
      {
        config: { record: 'customer' },
        schema: {
          tags,
          summary: 'Verifies or rejects a document (with a reason); the customer is mailed',
          params: documentParamsSchema,
          body: documentReviewBodySchema,
          response: { 200: customerDetailSchema },
        },
      },
      async (request) => {
        const { id, kind } = request.params;
        const staff = staffOf(request);
        const { changed, ...outcome } = await reviewDocument(db, staff, id, kind, request.body);
        if (changed) {
          await sendDocumentReviewMail(db, mailer, config, { userId: id, kind, ...outcome }).catch(
            (err: unknown) => request.log.error({ err }, 'document review mail not sent'),
          );
        }
        return customerDetail(db, staff, id);
      },
    );

    app.post(
      '/api/console/customers/:id/block',
      {
        config: { record: 'customer' },
        schema: {
          tags,
          summary: 'Blocks (ends every session, refuses sign-in) or unblocks a customer',
          params: idParamsSchema,
          body: blockBodySchema,
          response: { 200: z.object({ blocked: z.boolean() }) },
        },
      },
      async (request) => {
        const { blocked, reason } = request.body;
        await setBlocked(db, staffOf(request), request.params.id, blocked, reason);
        return { blocked };
      },
    );
  };
