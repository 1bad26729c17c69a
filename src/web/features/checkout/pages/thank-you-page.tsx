import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { loadBookingResult } from '../../../lib/booking-result';
import { usePageTitle } from '../../../lib/use-page-title';
import { ResultPicture } from '../components/result-picture';
import { useMessage } from '../../../lib/use-message';
import { useTranslation } from 'react-i18next';

/** /thankyou?status=success|failed|danger: the result of a booking or cancellation. */
export function ThankYouPage() {
  const { t } = useTranslation();
  const msg = useMessage();
  usePageTitle(t('checkout.thanks.title'));
  const [params] = useSearchParams();
  const status = params.get('status') ?? '';
  const [result] = useState(loadBookingResult);
  const success = status === 'success';
  return (
    <div className="mx-auto max-w-xl space-y-4 px-4 py-10 text-center">
      <ResultPicture status={status} />
      <h1 className="text-2xl font-bold text-slate-900">{t('checkout.thanks.heading')}</h1>
      {result.message && <p className="text-slate-700">{msg(result.message)}</p>}
      {success && result.docMsg ? (
        <>
          <p className="text-slate-700">{msg(result.docMsg)}</p>
          {result.newBookingId && (
            <p className="font-semibold text-slate-900">
              {t('checkout.thanks.bookingId', { id: result.newBookingId })}
            </p>
          )}
          <div className="flex flex-wrap justify-center gap-3">
            <Link to="/user/page/MyDocument" className="btn btn-outline">
              {t('checkout.thanks.upload')}
            </Link>
            <Link to="/make-payment" className="btn btn-primary">
              {t('checkout.thanks.pay')}
            </Link>
          </div>
        </>
      ) : success ? (
        <Link to="/user/dashboard" className="btn btn-primary">
          {t('checkout.thanks.detail')}
        </Link>
      ) : null}
    </div>
  );
}
