import type { UseMutationResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { SessionUser } from '../../../../shared/auth';
import type { PayResponse } from '../../../../shared/payments';
import { useMessage } from '../../../lib/use-message';
import { useRazorpayPay } from '../api/use-razorpay-pay';

/**
 * Pays through the site's gateway: `start` opens the order on the server, then Razorpay
 * Checkout opens in the page or the test gateway's page is shown. Says what it is doing.
 */
export function PayOnlineButton({
  user,
  start,
  label,
}: {
  user: SessionUser;
  start: UseMutationResult<PayResponse, Error, void>;
  label: string;
}) {
  const { t } = useTranslation();
  const msg = useMessage();
  const navigate = useNavigate();
  const razorpay = useRazorpayPay({
    name: user.name,
    email: user.email,
    ...(user.mobile ? { contact: user.mobile } : {}),
  });
  return (
    <div>
      <button
        type="button"
        className="btn btn-primary w-full"
        disabled={start.isPending || razorpay.phase !== 'idle'}
        onClick={() =>
          start.mutate(undefined, {
            onSuccess: (r) => {
              if (r.gateway === 'razorpay' && r.checkout) void razorpay.pay(r);
              else if (r.redirectUrl) void navigate(r.redirectUrl);
            },
          })
        }
      >
        {razorpay.phase === 'verifying'
          ? t('payment.confirming')
          : start.isPending || razorpay.phase === 'opening'
            ? t('payment.opening')
            : label}
      </button>
      {(start.isError || razorpay.error) && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {msg(start.error?.message ?? razorpay.error ?? '')}
        </p>
      )}
    </div>
  );
}
