import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { formatRupees } from '../../../../shared/money';
import type { SessionUser } from '../../../../shared/auth';
import { MAKE_PAYMENT_LOGIN_MESSAGE } from '../../../../shared/payments';
import { ErrorAlert } from '../../../components/error-alert';
import { PageLoader } from '../../../components/spinner';
import { NEW_BOOKING_ID_KEY } from '../../../lib/booking-result';
import { rememberRedirect } from '../../../lib/redirect-after-login';
import { useSession } from '../../../lib/session';
import { usePageTitle } from '../../../lib/use-page-title';
import { useManualPayment, usePayOnline } from '../api/payment-api';
import { useRazorpayPay } from '../api/use-razorpay-pay';
import { BankDetails } from '../components/bank-details';
import { UpiQr } from '../components/upi-qr';
import { UtrForm } from '../components/utr-form';
import { useMessage } from '../../../lib/use-message';
import { useTranslation } from 'react-i18next';

function storedBookingId(): string | null {
  try {
    return localStorage.getItem(NEW_BOOKING_ID_KEY);
  } catch {
    return null;
  }
}

/** /make-payment?booking=N (or the booking just made): pay online, by UPI QR or bank transfer. */
export function MakePaymentPage() {
  const { t } = useTranslation();
  const msg = useMessage();
  usePageTitle(t('payment.title'));
  const { user, loggedIn, isPending } = useSession();
  const location = useLocation();
  const [params] = useSearchParams();
  const raw = params.get('booking') ?? storedBookingId();
  const bookingId = raw && /^\d+$/.test(raw) ? Number(raw) : undefined;

  if (isPending) return <PageLoader label={t('payment.checkingLogin')} />;
  return (
    <section className="mx-auto max-w-2xl px-4 py-10">
      <h1 className="text-2xl font-bold text-slate-900">{t('payment.title')}</h1>
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
        <PaymentOptions bookingId={bookingId} user={user} />
      )}
    </section>
  );
}

function PaymentOptions({ bookingId, user }: { bookingId: number; user: SessionUser }) {
  const { t } = useTranslation();
  const msg = useMessage();
  const info = useManualPayment(bookingId);
  const payOnline = usePayOnline(bookingId);
  const razorpay = useRazorpayPay({
    name: user.name,
    email: user.email,
    ...(user.mobile ? { contact: user.mobile } : {}),
  });
  const navigate = useNavigate();
  if (info.isPending) return <PageLoader label={t('payment.loading')} />;
  if (info.isError) return <ErrorAlert className="mt-4" message={msg(info.error.message)} />;
  const d = info.data;
  if (d.amountDuePaise === 0) {
    return (
      <p className="mt-4 text-slate-700">
        {t('payment.nothingToPay', { id: d.bookingId })}{' '}
        <Link to="/user/dashboard" className="font-semibold text-brand-800 underline">
          {t('payment.checkDetail')}
        </Link>
      </p>
    );
  }
  const startOnline = () =>
    payOnline.mutate(undefined, {
      onSuccess: (r) => {
        if (r.gateway === 'razorpay' && r.checkout) void razorpay.pay(r);
        else if (r.redirectUrl) void navigate(r.redirectUrl);
      },
    });

  return (
    <div className="mt-4 space-y-6">
      <div className="rounded-2xl bg-brand-50 p-4">
        <p className="text-sm text-slate-600">
          {t('payment.summary', { id: d.bookingId, title: d.title, reference: d.reference })}
        </p>
        <p className="mt-1 text-lg text-slate-900">
          {t('payment.amountDue')}{' '}
          <strong data-testid="amount-due">{formatRupees(d.amountDuePaise)}</strong>
        </p>
      </div>
      <div>
        <button
          type="button"
          className="btn btn-primary w-full"
          disabled={payOnline.isPending || razorpay.phase !== 'idle'}
          onClick={startOnline}
        >
          {razorpay.phase === 'verifying'
            ? t('payment.confirming')
            : payOnline.isPending || razorpay.phase === 'opening'
              ? t('payment.opening')
              : t('payment.payOnline')}
        </button>
        {(payOnline.isError || razorpay.error) && (
          <p role="alert" className="mt-2 text-sm text-red-700">
            {msg(payOnline.error?.message ?? razorpay.error ?? '')}
          </p>
        )}
      </div>
      <div className="grid gap-6 sm:grid-cols-2">
        <div className="text-center">
          <h2 className="mb-3 font-semibold text-slate-900">{t('payment.upiTitle')}</h2>
          <UpiQr link={d.upiLink} />
          <p className="mt-2 text-sm text-slate-600">
            {d.upiPayeeName} · {d.upiVpa}
          </p>
        </div>
        <BankDetails bank={d.bank} />
      </div>
      {d.submittedUtr ? (
        <p role="status" className="rounded-2xl bg-green-50 p-4 text-green-900">
          {t('payment.received', { utr: d.submittedUtr })}
        </p>
      ) : (
        <UtrForm bookingId={d.bookingId} />
      )}
    </div>
  );
}
