import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { billingAddressBodySchema, billingDetailsSchema } from '../../../shared/billing-address.js';
import {
  checkoutGstQuerySchema,
  checkoutGstSchema,
  customerGstDetailsResponseSchema,
  customerGstDetailsSchema,
} from '../../../shared/gst-buyer.js';
import type { Db } from '../../db/client.js';
import { customerOf } from '../../lib/auth-guard.js';
import { checkoutGst } from './checkout-gst.service.js';
import {
  billingDetails,
  getCustomerGstDetails,
  saveBillingAddress,
  saveCustomerGstDetails,
} from './gst-buyer.service.js';

/**
 * The customer's billing address, and their GSTIN, business name and business address for B2B
 * invoices (inside the customer-only scope; decisions 0031, 0041).
 */
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
          summary:
            "Set my GSTIN (check character verified), business name and business address (in the GSTIN's State)",
          body: customerGstDetailsSchema,
          response: { 200: customerGstDetailsResponseSchema },
        },
      },
      async (request) => ({
        details: await saveCustomerGstDetails(db, customerOf(request).id, request.body),
      }),
    );
    app.get(
      '/api/account/billing-address',
      {
        schema: {
          tags,
          summary:
            'My billing address and GST registration on file, and whether GST documents are issued',
          response: { 200: billingDetailsSchema },
        },
      },
      async (request) => billingDetails(db, customerOf(request).id),
    );
    app.put(
      '/api/account/billing-address',
      {
        schema: {
          tags,
          summary: 'Set my billing address (street, town, State, PIN code) for my GST documents',
          body: billingAddressBodySchema,
          response: { 200: billingDetailsSchema },
        },
      },
      async (request) => saveBillingAddress(db, customerOf(request).id, request.body.address),
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
