import { useState } from 'react';
import { useNavigate } from 'react-router';
import {
  dashboardReturnUrl,
  type CompleteResponse,
  type PayResponse,
} from '../../../../shared/payments';
import { apiRequest } from '../../../lib/api-client';
import { openRazorpayCheckout, type RazorpaySuccess } from '../../../lib/razorpay-checkout';

type Phase = 'idle' | 'opening' | 'verifying';

/**
 * Pays a Razorpay order in Checkout, then lets the server check the signed return and goes
 * to the dashboard with status=1; a failed, dismissed or unverifiable payment lands on status=2.
 */
export function useRazorpayPay(prefill: { name: string; email: string; contact?: string }) {
  const navigate = useNavigate();
  const [phase, setPhase] = useState<Phase>('idle');
  const [error, setError] = useState<string | null>(null);

  const notPaid = (orderId: string) => void navigate(dashboardReturnUrl(orderId, false));
  const verify = async (orderId: string, response: RazorpaySuccess) => {
    setPhase('verifying');
    try {
      const result = await apiRequest<CompleteResponse>('/api/payments/razorpay/verify', {
        method: 'POST',
        body: response,
      });
      void navigate(result.redirectUrl);
    } catch {
      notPaid(orderId);
    }
  };

  const pay = async (order: PayResponse) => {
    if (!order.checkout) return;
    setPhase('opening');
    setError(null);
    try {
      await openRazorpayCheckout({
        checkout: order.checkout,
        prefill,
        onPaid: (response) => void verify(order.orderId, response),
        onNotPaid: () => notPaid(order.orderId),
      });
      setPhase((p) => (p === 'opening' ? 'idle' : p));
    } catch (e) {
      setPhase('idle');
      setError(e instanceof Error ? e.message : String(e));
    }
  };

  return { pay, phase, error };
}
