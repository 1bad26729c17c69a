import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { SessionUser } from '../../../../shared/auth';
import { formatRupees } from '../../../../shared/money';
import { ErrorAlert } from '../../../components/error-alert';
import { PageLoader } from '../../../components/spinner';
import { useMessage } from '../../../lib/use-message';
import { useBalanceOwed, usePayBalance } from '../api/payment-api';
import { PayOnlineButton } from '../components/pay-online-button';
import { PaymentPageFrame } from '../components/payment-page-frame';

/**
 * /user/pay-balance?booking=N, the page of the payment link staff mail after a return: what is
 * left to pay now, paid online through the site's gateway.
 */
export function PayBalancePage() {
  const { t } = useTranslation();
  const raw = useSearchParams()[0].get('booking');
  const bookingId = raw && /^\d+$/.test(raw) ? Number(raw) : undefined;
  return (
    <PaymentPageFrame title={t('payment.balance.title')} bookingId={bookingId}>
      {(b) => <Balance {...b} />}
    </PaymentPageFrame>
  );
}

function Balance({ bookingId, user }: { bookingId: number; user: SessionUser }) {
  const { t } = useTranslation();
  const msg = useMessage();
  const owed = useBalanceOwed(bookingId);
  const pay = usePayBalance(bookingId);
  if (owed.isPending) return <PageLoader label={t('payment.balance.loading')} />;
  if (owed.isError) return <ErrorAlert className="mt-4" message={msg(owed.error.message)} />;
  const amount = owed.data.owedPaise;
  if (amount <= 0) {
    return (
      <p className="mt-4 text-slate-700">
        {t('payment.balance.nothing', { id: bookingId })}{' '}
        <Link to="/user/dashboard" className="font-semibold text-brand-800 underline">
          {t('payment.checkDetail')}
        </Link>
      </p>
    );
  }
  return (
    <div className="mt-4 space-y-4">
      <div className="rounded-2xl bg-brand-50 p-4">
        <p className="text-sm text-slate-600">{t('payment.balance.intro', { id: bookingId })}</p>
        <p className="mt-1 text-lg text-slate-900">
          {t('payment.balance.owed')}{' '}
          <strong data-testid="balance-owed">{formatRupees(amount)}</strong>
        </p>
      </div>
      <PayOnlineButton
        user={user}
        start={pay}
        label={t('payment.balance.pay', { amount: formatRupees(amount) })}
      />
    </div>
  );
}
