import { useGatewayPayment } from '../../../lib/use-gateway-payment';

/**
 * Takes a course order to payment: the test gateway's page, Razorpay Checkout (the server
 * checks the signed return), or straight to the result when nothing was due.
 */
export const usePayOrder = () =>
  useGatewayPayment({
    verifyPath: '/api/learning/orders/razorpay/verify',
    notPaidUrl: '/user/checkout/cart?status=2',
  });
