import { useTranslation } from 'react-i18next';
import type { CounterCustomer } from '../../../../shared/counter-booking';
import { Spinner } from '../../../components/spinner';
import { useConsoleCustomer } from '../shared/console-customer-api';
import { CustomerDocuments } from '../shared/customer-documents';
import { LoadError } from '../shared/load-error';

/**
 * The desk's documents step (issue 32), on a booked car's page until the customer's licence
 * and ID proof are verified: photographed and verified there, before the handover, which
 * refuses the car until both are. A walk-in booked at the counter lands here; the booking
 * makes them a customer of the branch, whose records the branch's staff may open.
 */
export function CounterDocumentsStep({
  customer,
}: {
  customer: Pick<CounterCustomer, 'id' | 'name' | 'idVerified'>;
}) {
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
      <p className={`text-sm font-semibold ${verified ? 'text-green-800' : 'text-amber-900'}`}>
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
