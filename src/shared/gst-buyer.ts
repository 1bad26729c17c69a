import { z } from 'zod';
import { BILLING_MESSAGES, billingAddressSchema } from './billing-address.js';
import { gstinProblem } from './gst.js';

const gstinField = z
  .string({ error: 'Enter your GSTIN.' })
  .trim()
  .toUpperCase()
  .superRefine((value, ctx) => {
    const problem = gstinProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

const businessNameField = z
  .string({ error: 'Enter the business name registered with this GSTIN.' })
  .trim()
  .min(2, { error: 'Enter the business name registered with this GSTIN.' })
  .max(120, { error: 'The business name has at most 120 characters.' });

/**
 * A customer's GST registration for B2B tax invoices (decision 0031): the GSTIN, the business
 * name and the business's own address, in the GSTIN's State (decision 0041), which documents
 * print instead of the customer's personal address.
 */
export const customerGstDetailsSchema = z
  .object({
    gstin: gstinField,
    businessName: businessNameField,
    address: billingAddressSchema,
  })
  .superRefine((details, ctx) => {
    if (gstinProblem(details.gstin)) return;
    if (details.address.stateCode !== details.gstin.slice(0, 2)) {
      ctx.addIssue({
        code: 'custom',
        path: ['address', 'stateCode'],
        message: BILLING_MESSAGES.gstState,
      });
    }
  });
export type CustomerGstDetails = z.infer<typeof customerGstDetailsSchema>;

/** The details on file: a registration saved before addresses were asked has none. */
export const customerGstDetailsViewSchema = z.object({
  gstin: z.string(),
  businessName: z.string(),
  address: billingAddressSchema.nullable(),
});
export type CustomerGstDetailsView = z.infer<typeof customerGstDetailsViewSchema>;

export const customerGstDetailsResponseSchema = z.object({
  details: customerGstDetailsViewSchema.nullable(),
});

/** GET /api/account/gst-details/checkout?carId=: the GST on the checkout's prices. */
export const checkoutGstQuerySchema = z.object({
  carId: z.coerce
    .number({ error: 'carId must be a car id.' })
    .int({ error: 'carId must be a car id.' })
    .positive({ error: 'carId must be a car id.' }),
});

export const checkoutGstSchema = z.object({
  /** Null while GST is off or the car's category has no rate set. */
  gst: z
    .object({
      rateBp: z.number().int(),
      sac: z.string(),
      /** IGST for a registered buyer of another state, CGST + SGST otherwise. */
      interState: z.boolean(),
      /** False: the prices shown are taxable values and the checkout adds the GST. */
      pricesIncludeTax: z.boolean(),
    })
    .nullable(),
});
export type CheckoutGst = z.infer<typeof checkoutGstSchema>;
