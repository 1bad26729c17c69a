import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { gstDocumentListSchema } from '../../../shared/gst-documents.js';
import type { Db } from '../../db/client.js';
import { sendPdf } from '../../lib/pdf-reply.js';
import { visitorLanguage } from '../../lib/visitor-language.js';
import { bookingDocuments, courseOrderDocuments, documentPdf } from '../payments/index.js';

const idParams = z.object({ id: z.coerce.number().int().positive() });
const docParams = idParams.extend({ documentId: z.coerce.number().int().positive() });

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
          response: { 200: gstDocumentListSchema },
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
          summary: "One of a booking's GST documents as a PDF, in the staff member's language",
          params: docParams,
        },
      },
      async (request, reply) =>
        sendPdf(
          reply,
          await documentPdf(
            db,
            request.params.documentId,
            { bookingId: request.params.id },
            await visitorLanguage(request, db),
          ),
        ),
    );
  };

/**
 * Inside `consoleScope`, for admins (the section registers it so): a course order's GST
 * documents. Course orders are the whole site's (no branch), like the list they are opened
 * from on the payments page; a document of another order is 404.
 */
export const consoleCourseOrderDocumentRoutes =
  (db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['console'];
    app.get(
      '/api/console/course-orders/:id/tax-documents',
      {
        config: { record: 'course_order' },
        schema: {
          tags,
          summary: "A course order's GST documents (its tax invoice, a refund's credit note)",
          params: idParams,
          response: { 200: gstDocumentListSchema },
        },
      },
      async (request) => ({ documents: await courseOrderDocuments(db, request.params.id) }),
    );
    app.get(
      '/api/console/course-orders/:id/tax-documents/:documentId/pdf',
      {
        config: { record: 'course_order' },
        schema: {
          tags,
          summary: "One of a course order's GST documents as a PDF, in the staff member's language",
          params: docParams,
        },
      },
      async (request, reply) =>
        sendPdf(
          reply,
          await documentPdf(
            db,
            request.params.documentId,
            { courseOrderId: request.params.id },
            await visitorLanguage(request, db),
          ),
        ),
    );
  };
