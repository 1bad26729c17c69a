import { randomBytes } from 'node:crypto';
import type { GatewayResult, PaymentGateway } from './payment-gateway.js';

/**
 * The built-in gateway: its own page lets the customer choose success or failure. The
 * completion endpoint only accepts the logged-in owner of the order, so no signature is needed.
 */
export function createTestGateway(): PaymentGateway {
  return {
    name: 'test',
    async createOrder() {
      const orderId = `test_${randomBytes(9).toString('base64url')}`;
      return { orderId, redirectUrl: `/pay/test/${orderId}` };
    },
    verifyReturn(params): GatewayResult {
      const orderId = params.order_id ?? '';
      return {
        orderId,
        status: params.outcome === 'success' ? 'paid' : 'failed',
        ...(params.outcome === 'success' ? { paymentId: `testpay_${orderId.slice(5)}` } : {}),
      };
    },
    parseWebhook() {
      return null;
    },
    async refund() {
      return { refundId: `testrfnd_${randomBytes(9).toString('base64url')}`, status: 'processed' };
    },
  };
}
