import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { GstDocumentSummary } from '../../shared/gst-documents';
import { apiGet } from '../lib/api-client';

/** The query of the customer's GST documents: whatever issues one (a refund) invalidates it. */
export const TAX_DOCUMENTS_KEY = ['tax-documents'] as const;

/** The signed-in customer's GST documents (receipts, tax invoices, credit and refund notes). */
export const useTaxDocuments = () =>
  useQuery({
    queryKey: TAX_DOCUMENTS_KEY,
    staleTime: 0,
    queryFn: ({ signal }) =>
      apiGet<{ documents: GstDocumentSummary[] }>('/api/account/tax-documents', { signal }),
  });

/**
 * Download links for the GST documents of one booking or one course order, where the customer
 * looks at it (dashboard, My Courses); nothing while GST is off or none was issued yet.
 */
export function TaxDocumentLinks({
  of,
}: {
  of: { bookingId: number } | { courseOrderId: number };
}) {
  const { t } = useTranslation();
  const docs = useTaxDocuments();
  if (docs.isPending)
    return (
      <p role="status" className="text-xs text-slate-600">
        {t('common.taxDocuments.loading')}
      </p>
    );
  // The full list with its error and retry is on My Transaction; here a failure shows nothing.
  if (docs.isError) return null;
  const mine = docs.data.documents.filter((d) =>
    'bookingId' in of ? d.bookingId === of.bookingId : d.courseOrderId === of.courseOrderId,
  );
  if (mine.length === 0) return null;
  return (
    <div className="text-sm">
      <p className="font-semibold text-slate-800">{t('common.taxDocuments.label')}</p>
      <ul className="flex flex-wrap gap-x-4 gap-y-1">
        {mine.map((d) => (
          <li key={d.id}>
            <TaxDocumentLink document={d} />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A document's PDF download, named by its type (in the page's language) and number. */
export function TaxDocumentLink({ document: d }: { document: GstDocumentSummary }) {
  const { t } = useTranslation();
  return (
    <a className="font-semibold text-brand-800 underline" href={d.pdfUrl} download>
      {t('common.taxDocuments.link', {
        type: t(`common.taxDocuments.types.${d.docType}`),
        number: d.number,
      })}
    </a>
  );
}
