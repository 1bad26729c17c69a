import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { balancePaymentPath } from '../../../../shared/balance-collection';
import { Spinner } from '../../../components/spinner';
import { useFormat } from '../../../lib/use-format';
import { useMessage } from '../../../lib/use-message';
import { useBookingTripCharges } from '../api/trip-charges-api';
import { TripChargeCard } from './trip-charge-card';

/**
 * A returned booking's charges after the trip (issue 36): tolls, traffic challans and damage
 * found later, each with its evidence. What is owed can be paid online; what is still unpaid
 * after a charge's notice date is taken from the deposit the branch holds. Nothing is shown
 * when there is no charge.
 */
export function TripChargesSection({ bookingId }: { bookingId: number }) {
  const { t } = useTranslation();
  const message = useMessage();
  const { rupees, dateTime } = useFormat();
  const headingId = useId();
  const query = useBookingTripCharges(bookingId);
  if (query.isPending) return <Spinner label={t('account.tripCharges.loading')} />;
  if (query.isError) {
    return (
      <p role="alert" className="text-sm text-red-700">
        {t('account.tripCharges.failed', { reason: message(query.error.message) })}
      </p>
    );
  }
  const { charges, owedPaise, depositHeldPaise, depositHeldUntil } = query.data;
  if (charges.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="mt-2 space-y-2">
      <h3 id={headingId} className="font-semibold text-slate-900">
        {t('account.tripCharges.heading')}
      </h3>
      <ul className="space-y-2">
        {charges.map((c) => (
          <TripChargeCard key={c.id} bookingId={bookingId} charge={c} />
        ))}
      </ul>
      {owedPaise > 0 ? (
        <p className="font-semibold text-slate-900">
          {t('account.tripCharges.owed', { amount: rupees(owedPaise) })}
        </p>
      ) : (
        <p className="text-slate-700">{t('account.tripCharges.nothingOwed')}</p>
      )}
      {owedPaise > 0 && depositHeldPaise > 0 && (
        <p className="text-slate-700">
          {depositHeldUntil
            ? t('account.tripCharges.fromDepositUntil', {
                amount: rupees(depositHeldPaise),
                until: dateTime(new Date(depositHeldUntil)),
              })
            : t('account.tripCharges.fromDeposit', { amount: rupees(depositHeldPaise) })}
        </p>
      )}
      {owedPaise > 0 && (
        // The pay page asks what the booking still owes, these charges included.
        <Link to={balancePaymentPath(bookingId)} className="btn btn-primary w-full sm:w-auto">
          {t('account.tripCharges.pay', { amount: rupees(owedPaise) })}
        </Link>
      )}
    </section>
  );
}
