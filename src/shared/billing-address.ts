/**
 * The address a customer's GST documents are issued to (decision 0041): street, town, State
 * and PIN code, as Rule 46(e)/(f) asks of an unregistered recipient ("name and address … along
 * with the name of the State and its code"). Given at checkout or at the counter; a registered
 * buyer's documents carry their business's own address instead (gst-buyer.ts). Pure.
 */
import { z } from 'zod';
import { GST_STATES, gstStateName } from './gst.js';
import type { Language } from './language.js';

export const BILLING_MESSAGES = {
  address: 'Enter the billing address: street, town or city, State and PIN code.',
  street: 'Enter the billing address: house or office, street and area (5 to 200 characters).',
  city: 'Enter the town or city of the billing address (2 to 60 characters).',
  state: 'Choose the state of the billing address.',
  pincode: 'Enter the 6-digit PIN code of the billing address.',
  gstState: 'The business address must be in the state of its GSTIN.',
} as const;

export const billingAddressSchema = z.object(
  {
    street: z
      .string({ error: BILLING_MESSAGES.street })
      .trim()
      .min(5, { error: BILLING_MESSAGES.street })
      .max(200, { error: BILLING_MESSAGES.street }),
    city: z
      .string({ error: BILLING_MESSAGES.city })
      .trim()
      .min(2, { error: BILLING_MESSAGES.city })
      .max(60, { error: BILLING_MESSAGES.city }),
    stateCode: z
      .string({ error: BILLING_MESSAGES.state })
      .refine((code) => Object.hasOwn(GST_STATES, code), { error: BILLING_MESSAGES.state }),
    pincode: z
      .string({ error: BILLING_MESSAGES.pincode })
      .trim()
      .regex(/^[1-9][0-9]{5}$/, { error: BILLING_MESSAGES.pincode }),
  },
  { error: BILLING_MESSAGES.address },
);
export type BillingAddress = z.infer<typeof billingAddressSchema>;

/** An empty address, for a form. */
export const EMPTY_BILLING_ADDRESS: BillingAddress = {
  street: '',
  city: '',
  stateCode: '',
  pincode: '',
};

/**
 * The address as a document prints it, the State on a line of its own (with its code) after
 * it: "12 Civic Centre, Sector 6, Bhilai 490006".
 */
export function billingAddressLine(a: BillingAddress): string {
  return `${a.street}, ${a.city} ${a.pincode}`;
}

/** The whole address on one line, the State named: "12 Civic Centre, Bhilai 490006, Chhattisgarh". */
export function billingAddressText(a: BillingAddress, lang: Language = 'en'): string {
  const state = gstStateName(a.stateCode, lang);
  return state ? `${billingAddressLine(a)}, ${state}` : billingAddressLine(a);
}

/** PUT /api/account/billing-address: the customer's own billing address. */
export const billingAddressBodySchema = z.object({
  address: billingAddressSchema,
});

/**
 * GET /api/account/billing-address: what the checkout shows or asks. `address` is the
 * customer's own billing address; a registered buyer (a GSTIN given) is billed at `business`'s
 * address instead. `documentsIssued`: GST is on, so the booking's documents need an address.
 */
export const billingDetailsSchema = z.object({
  address: billingAddressSchema.nullable(),
  business: z
    .object({
      gstin: z.string(),
      businessName: z.string(),
      address: billingAddressSchema.nullable(),
    })
    .nullable(),
  documentsIssued: z.boolean(),
});
export type BillingDetails = z.infer<typeof billingDetailsSchema>;

/**
 * Whether the documents of a customer with these details have an address to print: the
 * business's for a registered buyer, the customer's own otherwise.
 */
export function billingAddressOnFile(details: Pick<BillingDetails, 'address' | 'business'>) {
  return details.business ? details.business.address : details.address;
}
