import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  GatewayRefundError,
  GatewaySignatureError,
  type GatewayRefundEvent,
  type GatewayResult,
  type Headers,
  type PaymentGateway,
} from './payment-gateway.js';

export interface RazorpaySettings {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  businessName: string;
}

export const RAZORPAY_ORDERS_URL = 'https://api.razorpay.com/v1/orders';
export const razorpayRefundUrl = (paymentId: string) =>
  `https://api.razorpay.com/v1/payments/${encodeURIComponent(paymentId)}/refund`;

export function hmacHex(secret: string, data: string): string {
  return createHmac('sha256', secret).update(data).digest('hex');
}

/** Constant-time comparison of a hex signature with the expected one. */
function signatureMatches(expectedHex: string, given: string | undefined): boolean {
  if (!given) return false;
  const a = Buffer.from(expectedHex, 'utf8');
  const b = Buffer.from(given, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

interface WebhookEvent {
  event?: string;
  payload?: {
    payment?: { entity?: { id?: string; order_id?: string } };
    order?: { entity?: { id?: string } };
    refund?: { entity?: { id?: string; receipt?: string; notes?: { reference?: string } } };
  };
}

/** refund.processed / refund.failed: which refund, and how it ended. */
function refundEvent(event: WebhookEvent): GatewayRefundEvent | null {
  const refund = event.payload?.refund?.entity;
  if (!refund?.id) return null;
  const status =
    event.event === 'refund.processed'
      ? 'processed'
      : event.event === 'refund.failed'
        ? 'failed'
        : null;
  if (!status) return null;
  const reference = refund.receipt ?? refund.notes?.reference;
  return { type: 'refund', refundId: refund.id, status, ...(reference ? { reference } : {}) };
}

/** Razorpay Orders API + Checkout. `fetchFn` is injectable so tests see the request. */
export function createRazorpayGateway(
  settings: RazorpaySettings,
  fetchFn: typeof fetch = fetch,
): PaymentGateway {
  const auth = Buffer.from(`${settings.keyId}:${settings.keySecret}`).toString('base64');
  return {
    name: 'razorpay',
    async createOrder(booking, amountPaise) {
      const response = await fetchFn(RAZORPAY_ORDERS_URL, {
        method: 'POST',
        headers: { Authorization: `Basic ${auth}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({
          amount: amountPaise,
          currency: booking.currency ?? 'INR',
          receipt: booking.receipt ?? `booking_${booking.id}`,
          notes: booking.receipt
            ? { reference: booking.receipt }
            : { booking_id: String(booking.id) },
        }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) throw new Error(`Razorpay order failed: HTTP ${response.status}`);
      const order = (await response.json()) as { id?: string };
      if (!order.id) throw new Error('Razorpay order answer has no id');
      return {
        orderId: order.id,
        checkout: {
          key: settings.keyId,
          order_id: order.id,
          amount: amountPaise,
          currency: booking.currency ?? 'INR',
          name: settings.businessName,
        },
      };
    },
    verifyReturn(params): GatewayResult {
      const orderId = params.razorpay_order_id ?? '';
      const paymentId = params.razorpay_payment_id ?? '';
      const expected = hmacHex(settings.keySecret, `${orderId}|${paymentId}`);
      if (!orderId || !paymentId || !signatureMatches(expected, params.razorpay_signature)) {
        throw new GatewaySignatureError();
      }
      return { status: 'paid', orderId, paymentId };
    },
    parseWebhook(rawBody: string, headers: Headers) {
      const header = headers['x-razorpay-signature'];
      const given = Array.isArray(header) ? header[0] : header;
      if (!signatureMatches(hmacHex(settings.webhookSecret, rawBody), given)) {
        throw new GatewaySignatureError();
      }
      const event = JSON.parse(rawBody) as WebhookEvent;
      if (event.event?.startsWith('refund.')) return refundEvent(event);
      const payment = event.payload?.payment?.entity;
      const orderId = payment?.order_id ?? event.payload?.order?.entity?.id;
      if (!orderId) return null;
      const paymentId = payment?.id;
      if (event.event === 'payment.captured' || event.event === 'order.paid') {
        return { status: 'paid', orderId, ...(paymentId ? { paymentId } : {}) };
      }
      if (event.event === 'payment.failed') return { status: 'failed', orderId };
      return null;
    },
    async refund({ gatewayPaymentId, amountPaise, reference }) {
      const response = await fetchFn(razorpayRefundUrl(gatewayPaymentId), {
        method: 'POST',
        headers: { Authorization: `Basic ${auth}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({
          amount: amountPaise,
          speed: 'normal',
          receipt: reference,
          notes: { reference },
        }),
        signal: AbortSignal.timeout(10_000),
      });
      const answer = (await response.json().catch(() => ({}))) as {
        id?: string;
        status?: string;
        error?: { description?: string };
      };
      if (!response.ok) {
        const why = answer.error?.description ? `: ${answer.error.description}` : '';
        throw new GatewayRefundError(`Razorpay refund failed: HTTP ${response.status}${why}`);
      }
      if (!answer.id) throw new GatewayRefundError('Razorpay refund answer has no id');
      if (answer.status === 'failed') {
        throw new GatewayRefundError(`Razorpay refund ${answer.id} failed`);
      }
      return {
        refundId: answer.id,
        status: answer.status === 'processed' ? 'processed' : 'pending',
      };
    },
  };
}
