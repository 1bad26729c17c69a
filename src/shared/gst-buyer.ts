import { z } from 'zod';
import { gstinProblem } from './gst.js';

/** A customer's GST registration for B2B tax invoices (decision 0031). */
export const customerGstDetailsSchema = z.object({
  gstin: z
    .string({ error: 'Enter your GSTIN.' })
    .trim()
    .toUpperCase()
    .superRefine((value, ctx) => {
      const problem = gstinProblem(value);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
  businessName: z
    .string({ error: 'Enter the business name registered with this GSTIN.' })
    .trim()
    .min(2, { error: 'Enter the business name registered with this GSTIN.' })
    .max(120, { error: 'The business name has at most 120 characters.' }),
});
export type CustomerGstDetails = z.infer<typeof customerGstDetailsSchema>;

export const customerGstDetailsResponseSchema = z.object({
  details: customerGstDetailsSchema.nullable(),
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
