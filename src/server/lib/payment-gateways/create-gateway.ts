import type { Config } from '../../config.js';
import type { PaymentGateway } from './payment-gateway.js';
import { createRazorpayGateway } from './razorpay-gateway.js';
import { createTestGateway } from './test-gateway.js';

/** The gateway PAYMENT_GATEWAY names (loadConfig already checked Razorpay's keys). */
export function createPaymentGateway(config: Config): PaymentGateway {
  if (config.payment.gateway === 'razorpay' && config.payment.razorpay) {
    return createRazorpayGateway({
      ...config.payment.razorpay,
      businessName: config.business.name,
    });
  }
  return createTestGateway();
}
