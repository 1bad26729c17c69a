import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffPaymentParamsSchema } from '../../../shared/staff-payments.js';
import { requireStaff } from '../../lib/auth-guard.js';

/** The payment endpoints before they moved under /api/console (branch-scoped, audited). */
const MOVED = [
  ['GET', '/api/staff/manual-payments'],
  ['POST', '/api/staff/manual-payments/:id/confirm'],
  ['POST', '/api/staff/manual-payments/:id/reject'],
  ['GET', '/api/staff/refunds'],
  ['POST', '/api/staff/refunds/:id/paid'],
] as const;

/**
 * Staff only (401 visitor, 403 customer): the old URLs answer 308 to their console URL, which
 * keeps the method and body, so a bookmarked page or an old client still works.
 */
export const movedStaffUrls: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireStaff);
  for (const [method, url] of MOVED) {
    app.route({
      method,
      url,
      schema: {
        tags: ['staff'],
        summary: 'Moved: 308 to the same path under /api/console',
        ...(url.includes(':id') ? { params: staffPaymentParamsSchema } : {}),
      },
      handler: async (request, reply) =>
        reply.redirect(request.url.replace('/staff/', '/console/'), 308),
    });
  }
};
