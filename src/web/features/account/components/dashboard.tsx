import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { Booking } from '../../../../shared/bookings';
import { ErrorAlert } from '../../../components/error-alert';
import { Pager } from '../../../components/pager';
import { Spinner } from '../../../components/spinner';
import { errorMessage } from '../../../lib/api-client';
import { RESULT_REDIRECT_MS, saveBookingResult } from '../../../lib/booking-result';
import { useProfile } from '../api/account-api';
import { useBookingCounts, useBookings, useCancelBooking } from '../api/bookings-api';
import { cancelBlock, extendBlock, paymentNotice } from '../lib/booking-rules';
import { BookingItem } from './booking-item';
import { CancelDialog } from './cancel-dialog';
import { ExtendDialog } from './extend-dialog';
import { Notice } from './section-card';
import { useTranslation } from 'react-i18next';

function Counters() {
  const { t } = useTranslation();
  const counts = useBookingCounts();
  if (!counts.isSuccess) return null;
  const items: [string, number][] = [
    [t('account.dashboard.current'), counts.data.current],
    [t('account.dashboard.completed'), counts.data.completed],
    [t('account.dashboard.cancelled'), counts.data.cancelled],
    [t('account.dashboard.transactions'), counts.data.transactions],
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      {items.map(([label, value]) => (
        <div key={label} className="rounded-2xl border border-slate-200 bg-white p-4 text-center">
          <dt className="text-sm text-slate-600">{label}</dt>
          <dd className="text-2xl font-bold text-brand-800">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** /user/dashboard (My Booking): counters and my bookings, 3 a page, newest first. */
export function Dashboard() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const profile = useProfile();
  const bookings = useBookings(page);
  const cancel = useCancelBooking();
  const [notice, setNotice] = useState<{ kind: 'error' | 'success'; text: string }>();
  const [confirming, setConfirming] = useState<Booking>();
  const [extending, setExtending] = useState<Booking>();
  const [next, setNext] = useState<string>();
  const payment = paymentNotice(params);

  useEffect(() => {
    if (!next) return;
    const timer = setTimeout(() => void navigate(next), RESULT_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [next, navigate]);

  const askCancel = (booking: Booking) => {
    const blocked = cancelBlock(booking, new Date());
    if (blocked) setNotice({ kind: 'error', text: blocked });
    else setConfirming(booking);
  };

  const askExtend = (booking: Booking) => {
    const blocked = extendBlock(booking, new Date());
    if (blocked) setNotice({ kind: 'error', text: blocked });
    else setExtending(booking);
  };

  const confirmCancel = (booking: Booking) =>
    cancel.mutate(booking.id, {
      onSuccess: (res) => {
        saveBookingResult({ message: res.message, docMsg: '' });
        setNotice({ kind: 'success', text: res.message });
        setNext('/thankyou?status=success');
      },
      onError: (error) => {
        saveBookingResult({ message: errorMessage(error), docMsg: '' });
        setNotice({ kind: 'error', text: errorMessage(error) });
        setNext('/thankyou?status=danger');
      },
      onSettled: () => setConfirming(undefined),
    });

  return (
    <div className="space-y-4">
      <h1 className="text-xl font-bold text-slate-900">
        {profile.data
          ? t('account.dashboard.helloName', { name: profile.data.name })
          : t('account.dashboard.hello')}
      </h1>
      {payment && (
        <Notice kind={params.get('status') === '1' ? 'success' : 'error'}>{t(payment)}</Notice>
      )}
      <Counters />
      {notice && <Notice kind={notice.kind}>{notice.text}</Notice>}
      {bookings.isPending ? (
        <Spinner label={t('account.dashboard.loading')} className="py-10" />
      ) : bookings.isError ? (
        <ErrorAlert
          message={errorMessage(bookings.error)}
          onRetry={() => void bookings.refetch()}
        />
      ) : bookings.data.bookings.length === 0 ? (
        <div className="rounded-2xl border border-slate-200 bg-white p-6 text-center">
          <p className="text-slate-700">{t('account.dashboard.none')}</p>
          <Link to="/cars" className="btn btn-primary mt-3">
            {t('account.dashboard.bookNow')}
          </Link>
        </div>
      ) : (
        <>
          <ul className="space-y-3">
            {bookings.data.bookings.map((b) => (
              <BookingItem
                key={b.id}
                booking={b}
                onExtend={() => askExtend(b)}
                onCancel={() => askCancel(b)}
              />
            ))}
          </ul>
          <Pager
            page={page}
            pageCount={bookings.data.pageCount}
            hrefOf={(n) => `/user/dashboard?page=${n}`}
            label={t('account.dashboard.pagesLabel')}
          />
        </>
      )}
      {extending && <ExtendDialog booking={extending} onClose={() => setExtending(undefined)} />}
      {confirming && (
        <CancelDialog
          booking={confirming}
          busy={cancel.isPending}
          onConfirm={() => confirmCancel(confirming)}
          onClose={() => setConfirming(undefined)}
        />
      )}
    </div>
  );
}
