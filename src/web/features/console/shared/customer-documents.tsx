import { useTranslation } from 'react-i18next';
import type { CustomerDetail } from '../../../../shared/console-customers';
import { CounterDocumentUpload } from './counter-document-upload';
import { DocumentReviewCard } from './document-review-card';

/**
 * A customer's documents to open, verify or reject, and the counter's upload of the licence
 * and ID proof: on the customer's page and in the counter booking's documents step.
 */
export function CustomerDocuments({
  customerId,
  detail,
}: {
  customerId: number;
  detail: Pick<CustomerDetail, 'documents' | 'licence'>;
}) {
  const { t } = useTranslation();
  return (
    <>
      {detail.documents.length === 0 ? (
        <p className="text-sm text-slate-700">{t('console.customers.customer.noDocuments')}</p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2">
          {detail.documents.map((d) => (
            <DocumentReviewCard
              key={d.kind}
              customerId={customerId}
              doc={d}
              licence={detail.licence}
            />
          ))}
        </ul>
      )}
      <CounterDocumentUpload customerId={customerId} />
    </>
  );
}
