import { Link, useSearchParams } from 'react-router';
import { formatRupees } from '../../../../shared/money';
import type { SessionUser } from '../../../../shared/auth';
import { ErrorAlert } from '../../../components/error-alert';
import { PageLoader } from '../../../components/spinner';
import { NEW_BOOKING_ID_KEY } from '../../../lib/booking-result';
import { useManualPayment, usePayOnline } from '../api/payment-api';
import { PayOnlineButton } from '../components/pay-online-button';
import { PaymentPageFrame } from '../components/payment-page-frame';
import { BankDetails } from '../components/bank-details';
import { UpiQr } from '../components/upi-qr';
import { UtrForm } from '../components/utr-form';
import { useMessage } from '../../../lib/use-message';
import { useTranslation } from 'react-i18next';
import { textLang } from '../../../lib/text-lang';

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
  const [params] = useSearchParams();
  const raw = params.get('booking') ?? storedBookingId();
  const bookingId = raw && /^\d+$/.test(raw) ? Number(raw) : undefined;
  return (
    <PaymentPageFrame title={t('payment.title')} bookingId={bookingId}>
      {(b) => <PaymentOptions {...b} />}
    </PaymentPageFrame>
  );
}

function PaymentOptions({ bookingId, user }: { bookingId: number; user: SessionUser }) {
  const { t } = useTranslation();
  const msg = useMessage();
  const info = useManualPayment(bookingId);
  const payOnline = usePayOnline(bookingId);
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
      <PayOnlineButton user={user} start={payOnline} label={t('payment.payOnline')} />
      <div className="grid gap-6 sm:grid-cols-2">
        <div className="text-center">
          <h2 className="mb-3 font-semibold text-slate-900">{t('payment.upiTitle')}</h2>
          <UpiQr link={d.upiLink} />
          <p className="mt-2 text-sm text-slate-600">
            <span lang={textLang(d.upiPayeeName)}>{d.upiPayeeName}</span> · {d.upiVpa}
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
