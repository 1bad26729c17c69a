import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert';
import { Spinner } from '../../../components/spinner';
import { TaxDocumentLink } from '../../../components/tax-document-links';
import { errorMessage } from '../../../lib/api-client';
import { useCourseOrderTaxDocuments } from '../shared/console-money-api';

/** A course order's GST documents (tax invoice, a refund's credit note) as PDF links. */
function CourseOrderTaxDocumentList({ orderId }: { orderId: number }) {
  const { t } = useTranslation();
  const docs = useCourseOrderTaxDocuments(orderId);
  if (docs.isPending)
    return <Spinner className="py-2" label={t('console.money.courseOrders.loadingDocuments')} />;
  if (docs.isError)
    return <ErrorAlert message={errorMessage(docs.error)} onRetry={() => void docs.refetch()} />;
  if (docs.data.documents.length === 0)
    return <p className="text-slate-700">{t('console.money.courseOrders.noDocuments')}</p>;
  return (
    <ul className="space-y-1">
      {docs.data.documents.map((d) => (
        <li key={d.id}>
          <TaxDocumentLink document={d} />
          {d.voided && (
            <span className="text-slate-700"> · {t('console.money.courseOrders.voided')}</span>
          )}
        </li>
      ))}
    </ul>
  );
}

/** The list behind a disclosure, loaded only when opened (the table lists many orders). */
export function CourseOrderTaxDocuments({ orderId }: { orderId: number }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <details onToggle={(e) => setOpen((e.currentTarget as HTMLDetailsElement).open)}>
      <summary className="cursor-pointer font-semibold text-brand-800">
        {t('console.money.courseOrders.documentsOf', { id: orderId })}
      </summary>
      {open && (
        <div className="mt-1">
          <CourseOrderTaxDocumentList orderId={orderId} />
        </div>
      )}
    </details>
  );
}
