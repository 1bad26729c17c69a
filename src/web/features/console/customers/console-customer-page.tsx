import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/use-format';
import { PageLoader } from '../../../components/spinner';
import { usePageTitle } from '../../../lib/use-page-title';
import { useConsoleCustomer } from '../shared/console-customer-api';
import { BlockCustomerForm } from './block-customer-form';
import { TaxDocumentsDisclosure } from '../shared/booking-tax-documents';
import { CustomerDocuments } from '../shared/customer-documents';
import { LoadError } from '../shared/load-error';
import { useRecordLabels } from '../shared/record-labels';

/** /staff/customers/:id: documents to review, bookings, payments, blocking. */
export function ConsoleCustomerPage() {
  const { t } = useTranslation();
  const { rupees, dayTime } = useFormat();
  const labels = useRecordLabels();
  const when = (iso: string) => dayTime(new Date(iso));
  const id = Number(useParams().id);
  usePageTitle(t('console.customers.customer.title'));
  const query = useConsoleCustomer(id);
  if (query.isPending) return <PageLoader label={t('console.customers.customer.loading')} />;
  if (query.isError) {
    return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  }
  const { customer: c, bookings, payments } = query.data;
  return (
    <section className="max-w-4xl space-y-6">
      <h1 className="text-2xl font-bold text-slate-900">{c.name}</h1>
      <p className="text-sm text-slate-800">
        {c.email}
        {c.mobile ? ` · ${c.mobile}` : ''} ·{' '}
        {c.idVerified
          ? t('console.customers.customer.identityVerified')
          : t('console.customers.customer.identityNotVerified')}
        {c.blocked
          ? ` · ${t('console.customers.customer.blocked', { reason: c.blockedReason ?? '' })}`
          : ''}
      </p>
      <section className="space-y-3">
        <h2 className="text-lg font-bold text-slate-900">
          {t('console.customers.customer.documents')}
        </h2>
        <CustomerDocuments customerId={id} detail={query.data} />
      </section>
      <section>
        <h2 className="mb-2 text-lg font-bold text-slate-900">
          {t('console.customers.customer.bookings')}
        </h2>
        <ul className="space-y-1 text-sm text-slate-800">
          {bookings.map((b) => (
            <li key={b.id}>
              <Link
                to={`/staff/bookings/${b.id}`}
                className="font-semibold text-brand-800 underline"
              >
                #{b.id}
              </Link>{' '}
              {t('console.customers.customer.booking', {
                car: b.carName,
                branch: b.branchName,
                when: when(b.pickupAt),
                status: labels.bookingStatus(b.status),
              })}
              <TaxDocumentsDisclosure bookingId={b.id} />
            </li>
          ))}
        </ul>
      </section>
      <section>
        <h2 className="mb-2 text-lg font-bold text-slate-900">
          {t('console.customers.customer.payments')}
        </h2>
        <ul className="space-y-1 text-sm text-slate-800">
          {payments.map((p) => (
            <li key={p.id}>
              {t('console.customers.customer.payment', {
                id: p.bookingId,
                kind: labels.paymentKind(p.kind),
                amount: rupees(p.amountPaise),
                method: labels.paymentMethod(p.method),
                status: labels.paymentStatus(p.status),
                when: when(p.createdAt),
              })}
            </li>
          ))}
        </ul>
      </section>
      <BlockCustomerForm customerId={id} customerName={c.name} blocked={c.blocked} />
    </section>
  );
}
