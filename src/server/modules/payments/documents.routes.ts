import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { gstDocumentListSchema } from '../../../shared/gst-documents.js';
import type { Db } from '../../db/client.js';
import { customerOf } from '../../lib/auth-guard.js';
import { sendPdf } from '../../lib/pdf-reply.js';
import { visitorLanguage } from '../../lib/visitor-language.js';
import { customerDocuments, documentPdf } from './documents-download.service.js';

const idParams = z.object({ id: z.coerce.number().int().positive() });

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
          response: { 200: gstDocumentListSchema },
        },
      },
      async (request) => ({ documents: await customerDocuments(db, customerOf(request).id) }),
    );
    app.get(
      '/api/account/tax-documents/:id/pdf',
      {
        schema: {
          tags,
          summary: 'One of my GST documents as a PDF, in my language',
          params: idParams,
        },
      },
      async (request, reply) =>
        sendPdf(
          reply,
          await documentPdf(
            db,
            request.params.id,
            { userId: customerOf(request).id },
            await visitorLanguage(request, db),
          ),
        ),
    );
  };
