import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { customerOf } from '../../lib/auth-guard.js';
import { bookingDocuments, customerDocuments, documentPdf } from './documents-download.service.js';

const documentSummarySchema = z.object({
  id: z.number(),
  docType: z.enum(['receipt_voucher', 'tax_invoice', 'credit_note', 'refund_voucher']),
  title: z.string(),
  number: z.string(),
  issuedAt: z.string(),
  totalPaise: z.number(),
  bookingId: z.number().nullable(),
  courseOrderId: z.number().nullable(),
  voided: z.boolean(),
  pdfUrl: z.string(),
});
const listSchema = z.object({ documents: z.array(documentSummarySchema) });
const idParams = z.object({ id: z.coerce.number().int().positive() });
const bookingDocParams = z.object({
  id: z.coerce.number().int().positive(),
  documentId: z.coerce.number().int().positive(),
});

const sendPdf = (
  reply: { header(name: string, value: string): unknown },
  file: { filename: string; pdf: Buffer },
) => {
  reply.header('Content-Type', 'application/pdf');
  reply.header('Content-Disposition', `attachment; filename="${file.filename}"`);
  return file.pdf;
};

/** The customer's GST documents (inside the customer-only scope): only their own. */
export const customerDocumentRoutes =
  (db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['payments'];
    app.get(
      '/api/account/tax-documents',
      {
        schema: {
          tags,
          summary: 'My tax invoices, receipts, credit notes and refund vouchers',
          response: { 200: listSchema },
        },
      },
      async (request) => ({ documents: await customerDocuments(db, customerOf(request).id) }),
    );
    app.get(
      '/api/account/tax-documents/:id/pdf',
      { schema: { tags, summary: 'One of my GST documents as a PDF', params: idParams } },
      async (request, reply) =>
        sendPdf(
          reply,
          await documentPdf(db, request.params.id, { userId: customerOf(request).id }),
        ),
    );
  };

/** Inside `consoleScope`: a booking's GST documents, branch-scoped by the booking. */
export const consoleDocumentRoutes =
  (db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['console'];
    app.get(
      '/api/console/bookings/:id/tax-documents',
      {
        config: { record: 'booking' },
        schema: {
          tags,
          summary: "A booking's GST documents",
          params: idParams,
          response: { 200: listSchema },
        },
      },
      async (request) => ({ documents: await bookingDocuments(db, request.params.id) }),
    );
    app.get(
      '/api/console/bookings/:id/tax-documents/:documentId/pdf',
      {
        config: { record: 'booking' },
        schema: {
          tags,
          summary: "One of a booking's GST documents as a PDF",
          params: bookingDocParams,
        },
      },
      async (request, reply) =>
        sendPdf(
          reply,
          await documentPdf(db, request.params.documentId, { bookingId: request.params.id }),
        ),
    );
  };
