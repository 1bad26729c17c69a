import { z } from 'zod';
import { contentLanguageSchema, priceSchema } from './learning-catalogue.js';
import { LEARNING_CURRENCIES } from './learning-pricing.js';
import { TARGET_TYPES } from './learning-rules.js';

export const cartLineSchema = z.object({
  targetID: z.number().int(),
  targetType: z.enum(TARGET_TYPES),
  slug: z.string(),
  title: z.string(),
  language: contentLanguageSchema,
  imageUrl: z.string(),
  instructorDisplay: z.string(),
  price: priceSchema,
  /** Already enrolled: shown, but not charged. */
  owned: z.boolean(),
});
export type CartLine = z.infer<typeof cartLineSchema>;

export const summarySchema = z.object({
  currency: z.enum(LEARNING_CURRENCIES),
  original: z.number().int(),
  discount: z.number().int(),
  total: z.number().int(),
  /** The referral offer the server will apply to the next order (0 or 20). */
  referralPercent: z.number().int(),
});
export type OrderSummary = z.infer<typeof summarySchema>;

export const cartSchema = z.object({ lines: z.array(cartLineSchema), summary: summarySchema });
export type Cart = z.infer<typeof cartSchema>;

export const checkoutBodySchema = z.object({
  country: z
    .string()
    .regex(/^[A-Za-z]{2}$/, { error: 'country must be a two-letter country code such as IN.' })
    .default('IN'),
});

export const giftBodySchema = checkoutBodySchema.extend({
  courseId: z.number({ error: 'Choose the course to gift.' }).int().positive(),
  friendName: z
    .string({ error: "Please enter your friend's name." })
    .trim()
    .min(1, { error: "Please enter your friend's name." })
    .max(100, { error: 'The name is at most 100 characters.' }),
  friendEmail: z
    .email({ error: "Please enter your friend's e-mail address." })
    .max(200)
    .transform((e) => e.toLowerCase()),
});

export const checkoutResultSchema = z.object({
  orderId: z.number().int(),
  status: z.enum(['pending', 'paid']),
  /** Where the browser goes next: the test gateway page, or the result when nothing is due. */
  redirectUrl: z.string().optional(),
  /** Razorpay Checkout options when Razorpay is the gateway. */
  checkout: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  total: z.number().int(),
  currency: z.enum(LEARNING_CURRENCIES),
});
export type CheckoutResult = z.infer<typeof checkoutResultSchema>;

export const gatewayOrderParamsSchema = z.object({
  orderId: z.string().regex(/^[\w-]{1,64}$/, { error: 'That is not an order id.' }),
});
export const orderIdParamsSchema = z.object({
  id: z.coerce
    .number({ error: 'The order id must be a number.' })
    .int({ error: 'The order id must be a whole number.' })
    .positive({ error: 'The order id must be a whole number.' })
    .max(2_147_483_647, { error: 'The order id is too large.' }),
});

export const courseOrderSchema = z.object({
  id: z.number().int(),
  status: z.enum(['pending', 'paid', 'failed', 'refunded']),
  currency: z.enum(LEARNING_CURRENCIES),
  original: z.number().int(),
  discount: z.number().int(),
  total: z.number().int(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  /** When the Refund Guarantee returned the money (My Transaction lists it). */
  refundedAt: z.string().nullable().optional(),
  items: z.array(
    z.object({
      slug: z.string(),
      title: z.string(),
      language: contentLanguageSchema,
      final: z.number().int(),
    }),
  ),
  giftFor: z.string().nullable(),
  /** Refund possible now (30 days, few lessons opened); otherwise the reason, if paid. */
  refundable: z.boolean(),
  refundNote: z.string().nullable(),
});
export type CourseOrder = z.infer<typeof courseOrderSchema>;

export const testCompleteBodySchema = z.object({ outcome: z.enum(['success', 'failure']) });
export const completeResultSchema = z.object({
  status: z.enum(['success', 'failed']),
  redirectUrl: z.string(),
});

export const giftTokenParamsSchema = z.object({
  token: z.string().regex(/^[\w-]{20,80}$/, { error: 'This gift link is not valid.' }),
});

/** The invite page's referral offer and credits (GET /api/learning/referral). */
export const referralStatusSchema = z.object({
  percent: z.number().int(),
  openCredits: z.number().int(),
  usedCredits: z.number().int(),
  pendingCredits: z.number().int(),
  credits: z.array(
    z.object({
      id: z.number().int(),
      /** Your own offer for signing up through a friend's link. */
      welcome: z.boolean(),
      friendName: z.string().nullable(),
      state: z.enum(['earned', 'used', 'pending']),
      /**
       * What a pending credit waits for: the friend's verified e-mail, then a first paid order;
       * sameFriend: never earned, the same person already earned one from another account.
       */
      waitingFor: z.enum(['verifiedEmail', 'firstOrder', 'sameFriend']).nullable(),
      createdAt: z.string(),
    }),
  ),
});
export type ReferralStatus = z.infer<typeof referralStatusSchema>;

/** A course order's money for staff (the console's payments page, issue 24). */
export const staffCourseOrderSchema = z.object({
  id: z.number().int(),
  status: z.enum(['paid', 'refunded']),
  currency: z.enum(LEARNING_CURRENCIES),
  total: z.number().int(),
  customerName: z.string(),
  customerEmail: z.string(),
  courses: z.string(),
  paidAt: z.string().nullable(),
  refundedAt: z.string().nullable(),
  gatewayPaymentId: z.string().nullable(),
});
export type StaffCourseOrder = z.infer<typeof staffCourseOrderSchema>;
