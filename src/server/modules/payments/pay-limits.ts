import type { Config } from '../../config.js';
import { MINUTE_MS, routeLimit } from '../../lib/route-limit.js';

/**
 * Per customer (address + user id) limits of the payment endpoints. A real payer needs a
 * handful of tries; these stop a script from opening gateway orders or guessing UTRs.
 */
export const PAY_LIMITS = {
  /** POST /api/bookings/:id/pay (each opens a gateway order). */
  startPayment: { max: 20, windowMs: 15 * MINUTE_MS },
  /** The test gateway verdict and the Razorpay Checkout return. */
  gatewayReturn: { max: 20, windowMs: 15 * MINUTE_MS },
  /** POST /api/bookings/:id/manual-payment (UTR submit). */
  submitUtr: { max: 10, windowMs: 15 * MINUTE_MS },
} as const;

export const payLimit = (config: Config, which: keyof typeof PAY_LIMITS) =>
  routeLimit(config, PAY_LIMITS[which].max, PAY_LIMITS[which].windowMs, 'user');
