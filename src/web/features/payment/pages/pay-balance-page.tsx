import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { SessionUser } from '../../../../shared/auth';
import { formatRupees } from '../../../../shared/money';
import { MAKE_PAYMENT_LOGIN_MESSAGE } from '../../../../shared/payments';
import { ErrorAlert } from '../../../components/error-alert';
import { PageLoader } from '../../../components/spinner';
import { rememberRedirect } from '../../../lib/redirect-after-login';
import { useSession } from '../../../lib/session';
import { useMessage } from '../../../lib/use-message';
import { usePageTitle } from '../../../lib/use-page-title';
import { useBalanceOwed, usePayBalance } from '../api/payment-api';
import { useRazorpayPay } from '../api/use-razorpay-pay';

/**
 * /user/pay-balance?booking=N, the page of the payment link staff mail after a return: what is
 * left to pay now, paid online through the site's gateway.
 */
export function PayBalancePage() {
  const { t } = useTranslation();
  const msg = useMessage();
  usePageTitle(t('payment.balance.title'));
  const { user, loggedIn, isPending } = useSession();
  const location = useLocation();
  const raw = useSearchParams()[0].get('booking');
  const bookingId = raw && /^\d+$/.test(raw) ? Number(raw) : undefined;
  if (isPending) return <PageLoader label={t('payment.checkingLogin')} />;
  return (
    <section className="mx-auto max-w-2xl px-4 py-10">
      <h1 className="text-2xl font-bold text-slate-900">{t('payment.balance.title')}</h1>
      {!loggedIn ? (
        <p className="mt-4 text-slate-700">
          {msg(MAKE_PAYMENT_LOGIN_MESSAGE)}{' '}
          <Link
            to="/user/login"
            className="font-semibold text-brand-800 underline"
            onClick={() => rememberRedirect(location.pathname + location.search)}
          >
            {t('payment.login')}
          </Link>
        </p>
      ) : !user || bookingId === undefined ? (
        <p className="mt-4 text-slate-700">
          {t('payment.noBookingStart')}{' '}
          <Link to="/user/dashboard" className="font-semibold text-brand-800 underline">
            {t('payment.myBooking')}
          </Link>{' '}
          {t('payment.noBookingEnd')}
        </p>
      ) : (
        <Balance bookingId={bookingId} user={user} />
      )}
    </section>
  );
}

function Balance({ bookingId, user }: { bookingId: number; user: SessionUser }) {
  const { t } = useTranslation();
  const msg = useMessage();
  const navigate = useNavigate();
  const owed = useBalanceOwed(bookingId);
  const pay = usePayBalance(bookingId);
  const razorpay = useRazorpayPay({
    name: user.name,
    email: user.email,
    ...(user.mobile ? { contact: user.mobile } : {}),
  });
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
      <button
        type="button"
        className="btn btn-primary w-full"
        disabled={pay.isPending || razorpay.phase !== 'idle'}
        onClick={() =>
          pay.mutate(undefined, {
            onSuccess: (r) => {
              if (r.gateway === 'razorpay' && r.checkout) void razorpay.pay(r);
              else if (r.redirectUrl) void navigate(r.redirectUrl);
            },
          })
        }
      >
        {razorpay.phase === 'verifying'
          ? t('payment.confirming')
          : pay.isPending || razorpay.phase === 'opening'
            ? t('payment.opening')
            : t('payment.balance.pay', { amount: formatRupees(amount) })}
      </button>
      {(pay.isError || razorpay.error) && (
        <p role="alert" className="text-sm text-red-700">
          {msg(pay.error?.message ?? razorpay.error ?? '')}
        </p>
      )}
    </div>
  );
}
