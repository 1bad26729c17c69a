import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PICKUP_DOCUMENT_KINDS } from '../../../../shared/console-customers';
import { FileUpload } from '../../../components/file-upload';
import { documentUploadRules } from '../../../lib/upload-rules';

/** The customer's licence and ID proof photographed or scanned at the counter. */
export function CounterDocumentUpload({ customerId }: { customerId: number }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {PICKUP_DOCUMENT_KINDS.map((kind) => (
        <FileUpload
          key={kind}
          label={t('console.customers.counterUpload.label', {
            document: t(`console.customers.documentKinds.${kind}`),
          })}
          method="PUT"
          url={`/api/console/customers/${customerId}/documents/${kind}`}
          {...documentUploadRules(kind)}
          onUploaded={() =>
            queryClient.invalidateQueries({ queryKey: ['console', 'customer', customerId] })
          }
        />
      ))}
    </div>
  );
}
