/** What a gateway tells us about one order: paid or failed, with its payment id if any. */
export interface GatewayResult {
  status: 'paid' | 'failed';
  orderId: string;
  paymentId?: string;
}

export interface GatewayOrder {
  orderId: string;
  /** Where the browser goes to pay (the test gateway page). */
  redirectUrl?: string;
  /** Data for a client-side checkout widget (Razorpay Checkout). */
  checkout?: Record<string, string | number>;
}

/**
 * Settles a gateway order that is not a booking's (a driving-school course order) from a
 * verified webhook; false when the order is not one of its own.
 */
export type OtherOrderSettler = (result: GatewayResult) => Promise<boolean>;

export type Headers = Record<string, string | string[] | undefined>;

/** A refund the gateway accepted: paid out (processed) or still on its way (pending). */
export interface GatewayRefund {
  refundId: string;
  status: 'processed' | 'pending';
}

/** A gateway's notification about a refund it had accepted earlier. */
export interface GatewayRefundEvent {
  type: 'refund';
  refundId: string;
  status: 'processed' | 'failed';
  /** The reference this site sent with the refund (`refund_<payments.id>`), when it carries one. */
  reference?: string;
}

/** The `payments.method` text of a payment taken through each gateway. */
export const GATEWAY_METHODS = { test: 'Test gateway', razorpay: 'Razorpay' } as const;

/** One online payment provider. Amounts are integer paise. */
export interface PaymentGateway {
  readonly name: 'test' | 'razorpay';
  /**
   * Opens an order for `amountPaise` minor units of `currency` (INR unless given); `receipt`
   * names what is paid for (default `booking_<id>`).
   */
  createOrder(
    booking: { id: number; receipt?: string; currency?: 'INR' | 'USD' | 'AED' },
    amountPaise: number,
  ): Promise<GatewayOrder>;
  /** Checks what the browser brings back from the checkout; throws on a forged return. */
  verifyReturn(params: Record<string, string>): GatewayResult;
  /** Checks a server-to-server notification; null for events that change nothing. */
  parseWebhook(rawBody: string, headers: Headers): GatewayResult | GatewayRefundEvent | null;
  /** Refunds part or all of a captured payment; throws when the gateway refuses. */
  refund(r: {
    gatewayPaymentId: string;
    amountPaise: number;
    reference: string;
  }): Promise<GatewayRefund>;
}

export class GatewaySignatureError extends Error {
  constructor() {
    super('The payment signature is not valid.');
  }
}

export class GatewayRefundError extends Error {}
