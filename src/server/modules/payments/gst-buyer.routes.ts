import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  checkoutGstQuerySchema,
  checkoutGstSchema,
  customerGstDetailsResponseSchema,
  customerGstDetailsSchema,
} from '../../../shared/gst-buyer.js';
import type { Db } from '../../db/client.js';
import { customerOf } from '../../lib/auth-guard.js';
import { checkoutGst } from './checkout-gst.service.js';
import { getCustomerGstDetails, saveCustomerGstDetails } from './gst-buyer.service.js';

/** The customer's GSTIN and business name for B2B invoices (inside the customer-only scope). */
export const gstBuyerRoutes =
  (db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['payments'];
    app.get(
      '/api/account/gst-details',
      {
        schema: {
          tags,
          summary: 'My GSTIN and business name for tax invoices',
          response: { 200: customerGstDetailsResponseSchema },
        },
      },
      async (request) => ({ details: await getCustomerGstDetails(db, customerOf(request).id) }),
    );
    app.put(
      '/api/account/gst-details',
      {
        schema: {
          tags,
          summary: 'Set my GSTIN (check character verified) and business name',
          body: customerGstDetailsSchema,
          response: { 200: customerGstDetailsResponseSchema },
        },
      },
      async (request) => ({
        details: await saveCustomerGstDetails(db, customerOf(request).id, request.body),
      }),
    );
    app.get(
      '/api/account/gst-details/checkout',
      {
        schema: {
          tags,
          summary: "The GST rate a car's booking carries for me (the checkout's tax line)",
          querystring: checkoutGstQuerySchema,
          response: { 200: checkoutGstSchema },
        },
      },
      (request) => checkoutGst(db, customerOf(request).id, request.query.carId),
    );
  };
