import { z } from 'zod';
import { bookingSchema } from './bookings.js';

export const PAYMENT_NOT_AVAILABLE_MESSAGE = 'This booking is not awaiting payment.';
export const HOLD_EXPIRED_MESSAGE =
  'The time to pay for this booking has run out. Please book the car again.';
export const ORDER_NOT_FOUND_MESSAGE = 'Payment not found.';

export const payResponseSchema = z.object({
  gateway: z.enum(['test', 'razorpay']),
  orderId: z.string(),
  amountPaise: z.number().int(),
  /** The test gateway's page; absent for Razorpay, which opens its checkout with `checkout`. */
  redirectUrl: z.string().optional(),
  checkout: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});
export type PayResponse = z.infer<typeof payResponseSchema>;

export const orderParamsSchema = z.object({ orderId: z.string().min(1).max(100) });

export const testOrderSchema = z.object({
  orderId: z.string(),
  amountPaise: z.number().int(),
  status: z.enum(['pending', 'processing', 'success', 'failed']),
  booking: bookingSchema,
});
export type TestOrder = z.infer<typeof testOrderSchema>;

export const completeTestBodySchema = z.object({
  outcome: z.enum(['success', 'failure'], { error: 'Choose success or failure.' }),
});

/** Where the browser goes after a payment: the dashboard with status=1 (paid) or 2 (failed). */
export const completeResponseSchema = z.object({
  status: z.enum(['success', 'failed']),
  redirectUrl: z.string(),
});
export type CompleteResponse = z.infer<typeof completeResponseSchema>;

export const razorpayReturnBodySchema = z.object({
  razorpay_order_id: z.string().min(1).max(100),
  razorpay_payment_id: z.string().min(1).max(100),
  razorpay_signature: z.string().min(1).max(200),
});

export function dashboardReturnUrl(orderId: string, paid: boolean): string {
  return `/user/dashboard?order_id=${encodeURIComponent(orderId)}&status=${paid ? 1 : 2}`;
}

// ---- Manual payment (/make-payment): UPI QR code or bank transfer, then the UTR ----

export const MAKE_PAYMENT_LOGIN_MESSAGE = 'Please Login to Make Payment.';
export const UTR_MESSAGE = 'Please enter the 12-digit UTR (UPI / IMPS transaction reference).';
export const UTR_ALREADY_SUBMITTED_MESSAGE =
  'A payment reference was already submitted for this booking. We will confirm it shortly.';
export const UTR_USED_MESSAGE = 'This UTR was already submitted for another payment.';
export const MANUAL_METHOD = 'UPI / bank transfer';

/** Money taken at the branch counter in cash. */
export const CASH_METHOD = 'Cash at the counter';

/** The reference customers quote in a transfer note, e.g. SDC-42. */
export const bookingReference = (bookingId: number) => `SDC-${bookingId}`;

/** A UPI deep link (NPCI): payee address, name, amount in rupees with 2 decimals, INR, note. */
export function upiPayLink(p: { vpa: string; name: string; amountPaise: number; note: string }) {
  const params = [
    `pa=${encodeURIComponent(p.vpa)}`,
    `pn=${encodeURIComponent(p.name)}`,
    `am=${(p.amountPaise / 100).toFixed(2)}`,
    'cu=INR',
    `tn=${encodeURIComponent(p.note)}`,
  ];
  return `upi://pay?${params.join('&')}`;
}

export const manualPaymentBodySchema = z.object({
  utr: z
    .string({ error: UTR_MESSAGE })
    .trim()
    .regex(/^\d{12}$/, { error: UTR_MESSAGE }),
});
export type ManualPaymentBody = z.infer<typeof manualPaymentBodySchema>;

export const manualPaymentInfoSchema = z.object({
  bookingId: z.number().int(),
  reference: z.string(),
  title: z.string(),
  bookingStatus: z.string(),
  amountDuePaise: z.number().int(),
  holdExpiresAt: z.string().nullable(),
  upiLink: z.string(),
  upiVpa: z.string(),
  upiPayeeName: z.string(),
  bank: z.object({
    accountNumber: z.string(),
    bankName: z.string(),
    accountHolder: z.string(),
    ifsc: z.string(),
  }),
  /** The UTR this customer submitted that staff have not yet confirmed or rejected. */
  submittedUtr: z.string().nullable(),
});
export type ManualPaymentInfo = z.infer<typeof manualPaymentInfoSchema>;
