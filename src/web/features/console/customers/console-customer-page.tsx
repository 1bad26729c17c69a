import { Link, useParams } from 'react-router';
import { formatIstDayTime } from '../../../../shared/ist-format';
import { formatRupees } from '../../../../shared/money';
import { PageLoader } from '../../../components/spinner';
import { usePageTitle } from '../../../lib/use-page-title';
import { useConsoleCustomer } from './console-customers-api';
import { BlockCustomerForm } from './block-customer-form';
import { TaxDocumentsDisclosure } from '../shared/booking-tax-documents';
import { CounterDocumentUpload } from './counter-document-upload';
import { DocumentReviewCard } from './document-review-card';
import { LoadError } from '../shared/load-error';

const when = (iso: string) => formatIstDayTime(new Date(iso));

/** /staff/customers/:id: documents to review, bookings, payments, blocking. */
export function ConsoleCustomerPage() {
  const id = Number(useParams().id);
  usePageTitle('Customer');
  const query = useConsoleCustomer(id);
  if (query.isPending) return <PageLoader label="Loading the customer…" />;
  if (query.isError) {
    return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  }
  const { customer: c, documents, bookings, payments, licence } = query.data;
  return (
    <section className="max-w-4xl space-y-6">
      <h1 className="text-2xl font-bold text-slate-900">{c.name}</h1>
      <p className="text-sm text-slate-800">
        {c.email}
        {c.mobile ? ` · ${c.mobile}` : ''} · identity {c.idVerified ? 'verified' : 'not verified'}
        {c.blocked ? ` · blocked: ${c.blockedReason ?? ''}` : ''}
      </p>
      <section className="space-y-3">
        <h2 className="text-lg font-bold text-slate-900">Documents</h2>
        {documents.length === 0 ? (
          <p className="text-sm text-slate-700">No documents uploaded yet.</p>
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2">
            {documents.map((d) => (
              <DocumentReviewCard key={d.kind} customerId={id} doc={d} licence={licence} />
            ))}
          </ul>
        )}
        <CounterDocumentUpload customerId={id} />
      </section>
      <section>
        <h2 className="mb-2 text-lg font-bold text-slate-900">Bookings</h2>
        <ul className="space-y-1 text-sm text-slate-800">
          {bookings.map((b) => (
            <li key={b.id}>
              <Link
                to={`/staff/bookings/${b.id}`}
                className="font-semibold text-brand-800 underline"
              >
                #{b.id}
              </Link>{' '}
              {b.carName}, {b.branchName}, {when(b.pickupAt)}: {b.status.replace('_', ' ')}
              <TaxDocumentsDisclosure bookingId={b.id} />
            </li>
          ))}
        </ul>
      </section>
      <section>
        <h2 className="mb-2 text-lg font-bold text-slate-900">Payments</h2>
        <ul className="space-y-1 text-sm text-slate-800">
          {payments.map((p) => (
            <li key={p.id}>
              #{p.bookingId} {p.kind} {formatRupees(p.amountPaise)} by {p.method}: {p.status},{' '}
              {when(p.createdAt)}
            </li>
          ))}
        </ul>
      </section>
      <BlockCustomerForm customerId={id} customerName={c.name} blocked={c.blocked} />
    </section>
  );
}
