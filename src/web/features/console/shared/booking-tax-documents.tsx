import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert';
import { Spinner } from '../../../components/spinner';
import { useFormat } from '../../../lib/use-format';
import { useBookingTaxDocuments } from './console-money-api';

/** A booking's GST documents (receipts, invoices, credit notes, refund vouchers) as PDF links. */
export function BookingTaxDocuments({
  bookingId,
  compact = false,
}: {
  bookingId: number;
  compact?: boolean;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const docs = useBookingTaxDocuments(bookingId);
  if (docs.isPending)
    return <Spinner className="py-2" label={t('console.shared.taxDocuments.loading')} />;
  if (docs.isError)
    return <ErrorAlert message={docs.error.message} onRetry={() => void docs.refetch()} />;
  if (docs.data.documents.length === 0)
    return compact ? null : (
      <p className="text-sm text-slate-700">{t('console.shared.taxDocuments.none')}</p>
    );
  return (
    <ul className={compact ? 'flex flex-wrap gap-x-3 text-sm' : 'space-y-1 text-sm'}>
      {docs.data.documents.map((d) => (
        <li key={d.id}>
          <a
            className="font-semibold text-brand-800 underline"
            href={d.pdfUrl}
            download
            aria-label={t('console.shared.taxDocuments.link', { title: d.title, number: d.number })}
          >
            {d.title} {d.number}
          </a>
          {!compact && (
            <span className="text-slate-700">
              {' '}
              · {format.rupees(d.totalPaise + d.reimbursedPaise)} ·{' '}
              {format.dayTime(new Date(d.issuedAt))}
              {d.voided ? ` · ${t('console.shared.taxDocuments.voided')}` : ''}
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}

/** The same list behind a disclosure, loaded only when opened (for lists of many bookings). */
export function TaxDocumentsDisclosure({ bookingId }: { bookingId: number }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <details
      className="text-sm"
      onToggle={(e) => setOpen((e.currentTarget as HTMLDetailsElement).open)}
    >
      <summary className="cursor-pointer font-semibold text-brand-800">
        {t('console.shared.taxDocuments.ofBooking', { id: bookingId })}
      </summary>
      {open && (
        <div className="mt-1 pl-4">
          <BookingTaxDocuments bookingId={bookingId} />
        </div>
      )}
    </details>
  );
}
