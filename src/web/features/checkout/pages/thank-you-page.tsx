import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { loadBookingResult } from '../../../lib/booking-result';
import { usePageTitle } from '../../../lib/use-page-title';
import { ResultPicture } from '../components/result-picture';

/** /thankyou?status=success|failed|danger: the result of a booking or cancellation. */
export function ThankYouPage() {
  usePageTitle('Thank You');
  const [params] = useSearchParams();
  const status = params.get('status') ?? '';
  const [result] = useState(loadBookingResult);
  const success = status === 'success';
  return (
    <div className="mx-auto max-w-xl space-y-4 px-4 py-10 text-center">
      <ResultPicture status={status} />
      <h1 className="text-2xl font-bold text-slate-900">Thank You for visiting here.</h1>
      {result.message && <p className="text-slate-700">{result.message}</p>}
      {success && result.docMsg ? (
        <>
          <p className="text-slate-700">{result.docMsg}</p>
          {result.newBookingId && (
            <p className="font-semibold text-slate-900">Your Booking ID is {result.newBookingId}</p>
          )}
          <div className="flex flex-wrap justify-center gap-3">
            <Link to="/user/page/MyDocument" className="btn btn-outline">
              Upload Documents
            </Link>
            <Link to="/make-payment" className="btn btn-primary">
              Make Payment
            </Link>
          </div>
        </>
      ) : success ? (
        <Link to="/user/dashboard" className="btn btn-primary">
          Check Detail
        </Link>
      ) : null}
    </div>
  );
}
