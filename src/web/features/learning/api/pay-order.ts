import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { CheckoutResult } from '../../../../shared/learning-orders';
import { apiRequest } from '../../../lib/api-client';
import { openRazorpayCheckout } from '../../../lib/razorpay-checkout';
import { useSession } from '../../../lib/session';

const NOT_PAID_URL = '/user/checkout/cart?status=2';

/**
 * Takes a course order to payment: the test gateway's page, Razorpay Checkout (the server
 * checks the signed return), or straight to the result when nothing was due.
 */
export function usePayOrder() {
  const navigate = useNavigate();
  const { user } = useSession();
  const [error, setError] = useState<string | null>(null);

  const pay = async (order: CheckoutResult) => {
    setError(null);
    if (order.redirectUrl) {
      void navigate(order.redirectUrl);
      return;
    }
    if (!order.checkout) return;
    try {
      await openRazorpayCheckout({
        checkout: order.checkout,
        prefill: { name: user?.name ?? '', email: user?.email ?? '' },
        onPaid: (response) => {
          apiRequest<{ redirectUrl: string }>('/api/learning/orders/razorpay/verify', {
            method: 'POST',
            body: response,
          })
            .then((r) => navigate(r.redirectUrl))
            .catch(() => navigate(NOT_PAID_URL));
        },
        onNotPaid: () => void navigate(NOT_PAID_URL),
      });
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
  };
  return { pay, error };
}
