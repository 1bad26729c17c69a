import { useState } from 'react';
import { useNavigate } from 'react-router';
import { apiRequest } from './api-client';
import { openRazorpayCheckout } from './razorpay-checkout';
import { useSession } from './session';

/** What the server answers when an order is taken to payment (a course order, a lesson package). */
export interface GatewayStart {
  /** The test gateway's page, or the result when nothing was due. */
  redirectUrl?: string;
  /** Razorpay Checkout options when Razorpay is the gateway. */
  checkout?: Record<string, string | number>;
}

/**
 * Takes an order to payment: the test gateway's page (or the result), else Razorpay Checkout,
 * whose signed return the server checks at `verifyPath`; a payment that fails, is closed or does
 * not verify goes to `notPaidUrl`.
 */
export function useGatewayPayment({
  verifyPath,
  notPaidUrl,
}: {
  verifyPath: string;
  notPaidUrl: string;
}) {
  const navigate = useNavigate();
  const { user } = useSession();
  const [error, setError] = useState<string | null>(null);
  const pay = async (order: GatewayStart) => {
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
          apiRequest<{ redirectUrl: string }>(verifyPath, { method: 'POST', body: response })
            .then((r) => navigate(r.redirectUrl))
            .catch(() => navigate(notPaidUrl));
        },
        onNotPaid: () => void navigate(notPaidUrl),
      });
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
  };
  return { pay, error };
}
