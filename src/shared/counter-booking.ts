import { z } from 'zod';
import { rateSeasonSchema } from './seasons.js';
import { billingAddressSchema } from './billing-address.js';
import { customerGstDetailsSchema } from './gst-buyer.js';
import { carRefusalSchema } from './car-refusal.js';
import { emailSchema, mobileSchema, nameSchema } from './auth.js';
import { branchIdQuerySchema } from './console.js';
import { customerSummarySchema } from './console-customers.js';
import { consoleCarSchema } from './console-fleet.js';
import { couponCheckBodySchema } from './coupons.js';

/**
 * A booking made by staff at the counter (a walk-in) or on the phone: the customer found by
 * e-mail or mobile or given an account, the car booked at the branch's prices, and the payment
 * taken at the counter recorded with the way it was paid.
 */

export const COUNTER_PAYMENT_METHODS = ['cash', 'card', 'upi'] as const;
export type CounterPaymentMethod = (typeof COUNTER_PAYMENT_METHODS)[number];
export const COUNTER_METHOD_LABELS: Record<CounterPaymentMethod, string> = {
  cash: 'Cash at the counter',
  card: 'Card at the counter',
  upi: 'UPI at the counter',
};
export const COUNTER_REFERENCE_MESSAGE =
  'Please enter the reference of the card or UPI payment (from the terminal slip or the UPI app).';

/**
 * A mobile number as staff type it at the counter (98765 43210, 098765-43210, +91 98765 43210)
 * in the +91 form accounts store; a number with its own country code is kept as typed.
 */
export function indianMobile(typed: string): string {
  const digits = typed.replace(/[\s-]/g, '');
  return digits.startsWith('+') ? digits : `+91${digits.replace(/^0/, '')}`;
}

export const counterLookupQuerySchema = z.object({
  contact: z
    .string({ error: 'Please enter the customer’s e-mail or mobile number.' })
    .trim()
    .min(3, 'Please enter the customer’s e-mail or mobile number.')
    .max(254),
});

/** GET /api/console/counter/gst: the GST a booking of this car carries for this customer. */
export const counterGstQuerySchema = z.object({
  customerId: z.coerce
    .number({ error: 'Please find or add the customer first.' })
    .int({ error: 'Please find or add the customer first.' })
    .positive({ error: 'Please find or add the customer first.' }),
  carId: z.coerce
    .number({ error: 'Please choose the car.' })
    .int({ error: 'Please choose the car.' })
    .positive({ error: 'Please choose the car.' }),
});

/** GET /api/console/counter/billing?customerId=: the customer's billing address on file. */
export const counterBillingQuerySchema = z.object({
  customerId: z.coerce
    .number({ error: 'Please find or add the customer first.' })
    .int({ error: 'Please find or add the customer first.' })
    .positive({ error: 'Please find or add the customer first.' })
    .max(2_147_483_647, { error: 'Please find or add the customer first.' }),
});

/**
 * GET /api/console/counter/cars: what the desk books and changes bookings with, open to every
 * console role (the fleet's own routes are a manager's): the branch's cars with their rate
 * packages and deposits, and its pickup/drop options in use. Branch staff get their own
 * branch; an admin the branch asked for (every branch without one).
 */
export const counterCarsQuerySchema = z.object({ branchId: branchIdQuerySchema });
export const counterCarSchema = consoleCarSchema.pick({
  id: true,
  branchId: true,
  categoryId: true,
  title: true,
  carNumber: true,
  isActive: true,
  securityDepositPaise: true,
  outstationSecurityDepositPaise: true,
  ratePackages: true,
});
export type CounterCar = z.infer<typeof counterCarSchema>;
export const counterPickupDropSchema = z.object({
  id: z.number().int(),
  branchId: z.number().int(),
  name: z.string(),
  ratePaise: z.number().int(),
});
export const counterCarsSchema = z.object({
  cars: z.array(counterCarSchema),
  pickupDropOptions: z.array(counterPickupDropSchema),
  /** The branches' rate rules not over yet: the desk prices hour by hour as the server does. */
  priceRules: z.array(rateSeasonSchema),
});
export type CounterCars = z.infer<typeof counterCarsSchema>;

export const counterCustomerSchema = customerSummarySchema;
export type CounterCustomer = z.infer<typeof counterCustomerSchema>;
export const counterLookupSchema = z.object({ customer: counterCustomerSchema.nullable() });

export const counterCustomerBodySchema = z.object({
  name: nameSchema,
  email: emailSchema,
  mobile: mobileSchema,
});
export type CounterCustomerBody = z.input<typeof counterCustomerBodySchema>;

const instant = (label: string) =>
  z.iso
    .datetime({ offset: true, error: `Please enter the ${label} as a date and time.` })
    .transform((s) => new Date(s));
const id = (label: string) =>
  z
    .number({ error: `Please choose the ${label}.` })
    .int()
    .positive(`Please choose the ${label}.`);

export const counterBookingBodySchema = z
  .object({
    customerId: id('customer'),
    carId: id('car'),
    ratePackageId: id('rate package'),
    pickupDropOptionId: id('pickup and drop option'),
    tripType: z.enum(['local', 'outstation'], { error: 'Please choose local or outstation.' }),
    pickupAt: instant('pickup'),
    dropAt: instant('drop'),
    /** Left out: the booking waits for payment like an online one (the customer pays online). */
    payment: z
      .object({
        method: z.enum(COUNTER_PAYMENT_METHODS, { error: 'Please choose cash, card or UPI.' }),
        reference: z
          .string()
          .trim()
          .max(60, 'The reference can be at most 60 characters.')
          .default(''),
      })
      .optional(),
    /**
     * The customer's billing address for the booking's GST documents, when none is on file
     * (decision 0041): saved to their account before the payment's receipt voucher is issued.
     */
    billingAddress: billingAddressSchema.optional(),
    /**
     * Or a business registered for GST the customer bills (decision 0041): its GSTIN, name and
     * own address, saved to their account the same way.
     */
    business: customerGstDetailsSchema.optional(),
    /** A coupon code the customer gave at the counter (decision 0049); empty for none. */
    couponCode: z
      .string({ error: 'Please enter the coupon code as text.' })
      .trim()
      .max(40, { error: 'This coupon code does not exist.' })
      .optional(),
  })
  .refine((b) => !b.payment || b.payment.method === 'cash' || b.payment.reference !== '', {
    message: COUNTER_REFERENCE_MESSAGE,
    path: ['payment', 'reference'],
  });
export type CounterBookingBody = z.input<typeof counterBookingBodySchema>;

/** The desk's coupon check: whether a code applies to this customer's booking of this car. */
export const counterCouponCheckBodySchema = couponCheckBodySchema.extend({
  customerId: id('customer'),
});
export type CounterCouponCheckBody = z.input<typeof counterCouponCheckBodySchema>;

export const counterBookingResponseSchema = z.object({
  bookingId: z.number().int(),
  status: z.string(),
  totalPaise: z.number().int(),
  paymentId: z.number().int().nullable(),
});
export type CounterBookingResponse = z.infer<typeof counterBookingResponseSchema>;

/**
 * GET /api/console/counter/availability: before staff book, which of the branch's cars in use
 * can take the period, and for each that cannot, why (the counter booking's own refusal, as
 * figures: shared/car-refusal.ts). The period is held to the booking's rules first.
 */
export const counterAvailabilityQuerySchema = z.object({
  branchId: z.coerce
    .number({ error: 'Please choose a branch.' })
    .int()
    .positive()
    .max(2_147_483_647),
  pickupAt: instant('pickup'),
  dropAt: instant('drop'),
});
export const counterAvailabilitySchema = z.object({
  /** `refusal` is left out for a car that can take the period. */
  cars: z.array(z.object({ carId: z.number().int(), refusal: carRefusalSchema.optional() })),
});
export type CounterAvailability = z.infer<typeof counterAvailabilitySchema>;
