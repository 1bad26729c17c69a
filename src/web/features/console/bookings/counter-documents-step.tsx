import { useTranslation } from 'react-i18next';
import type { CounterCustomer } from '../../../../shared/counter-booking';
import { Spinner } from '../../../components/spinner';
import { useConsoleCustomer } from '../shared/console-customer-api';
import { CustomerDocuments } from '../shared/customer-documents';
import { LoadError } from '../shared/load-error';

/**
 * The counter's documents step (issue 32): the walk-in's licence and ID proof photographed
 * and verified at the desk, before the booking. Booking does not wait for it; the handover
 * refuses the car until both are verified, as for an online booking.
 */
export function CounterDocumentsStep({ customer }: { customer: CounterCustomer }) {
  const { t } = useTranslation();
  const detail = useConsoleCustomer(customer.id);
  const verified = detail.data?.customer.idVerified ?? customer.idVerified;
  return (
    <section
      aria-labelledby="documents-heading"
      className="space-y-4 rounded-2xl bg-white p-4 shadow-sm"
    >
      <h2 id="documents-heading" className="text-lg font-bold text-slate-900">
        {t('console.bookings.documentsStep.heading', { name: customer.name })}
      </h2>
      <p
        role="status"
        className={`text-sm font-semibold ${verified ? 'text-green-800' : 'text-amber-900'}`}
      >
        {verified
          ? t('console.bookings.documentsStep.verified')
          : t('console.bookings.documentsStep.notVerified')}
      </p>
      {detail.isPending ? (
        <Spinner label={t('console.bookings.documentsStep.loading')} />
      ) : detail.isError ? (
        <LoadError error={detail.error} onRetry={() => void detail.refetch()} />
      ) : (
        <CustomerDocuments customerId={customer.id} detail={detail.data} />
      )}
    </section>
  );
}
