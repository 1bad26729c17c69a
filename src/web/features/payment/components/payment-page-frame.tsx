import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { SessionUser } from '../../../../shared/auth';
import { MAKE_PAYMENT_LOGIN_MESSAGE } from '../../../../shared/payments';
import { PageLoader } from '../../../components/spinner';
import { rememberRedirect } from '../../../lib/redirect-after-login';
import { useSession } from '../../../lib/session';
import { useMessage } from '../../../lib/use-message';
import { usePageTitle } from '../../../lib/use-page-title';

/**
 * A payment page's frame: its title, then a visitor is asked to log in (and comes back here),
 * a page without a booking points to My Booking, and a booking gets `children`.
 */
export function PaymentPageFrame({
  title,
  bookingId,
  children,
}: {
  title: string;
  bookingId: number | undefined;
  children: (booking: { bookingId: number; user: SessionUser }) => ReactNode;
}) {
  const { t } = useTranslation();
  const msg = useMessage();
  usePageTitle(title);
  const { user, loggedIn, isPending } = useSession();
  const location = useLocation();
  if (isPending) return <PageLoader label={t('payment.checkingLogin')} />;
  return (
    <section className="mx-auto max-w-2xl px-4 py-10">
      <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
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
        children({ bookingId, user })
      )}
    </section>
  );
}
