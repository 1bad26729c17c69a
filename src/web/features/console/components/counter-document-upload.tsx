import { useQueryClient } from '@tanstack/react-query';
import { DOCUMENT_LABELS, PDF_ALLOWED, UPLOAD_MAX_BYTES } from '../../../../shared/account';
import { PICKUP_DOCUMENT_KINDS } from '../../../../shared/console-customers';
import {
  IMAGE_OR_PDF_TYPE_MESSAGE,
  IMAGE_OR_PDF_TYPES,
  IMAGE_TYPE_MESSAGE,
  IMAGE_TYPES,
  tooLargeMessage,
} from '../../../../shared/uploads';
import { FileUpload } from '../../../components/file-upload';

/** The customer's licence and ID proof photographed or scanned at the counter. */
export function CounterDocumentUpload({ customerId }: { customerId: number }) {
  const queryClient = useQueryClient();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {PICKUP_DOCUMENT_KINDS.map((kind) => {
        const pdf = PDF_ALLOWED.includes(kind);
        return (
          <FileUpload
            key={kind}
            label={`${DOCUMENT_LABELS[kind]}: upload at the counter`}
            method="PUT"
            url={`/api/console/customers/${customerId}/documents/${kind}`}
            accept={pdf ? IMAGE_OR_PDF_TYPES : IMAGE_TYPES}
            typeMessage={pdf ? IMAGE_OR_PDF_TYPE_MESSAGE : IMAGE_TYPE_MESSAGE}
            maxBytes={UPLOAD_MAX_BYTES}
            tooLargeMessage={tooLargeMessage('file', UPLOAD_MAX_BYTES)}
            onUploaded={() =>
              queryClient.invalidateQueries({ queryKey: ['console', 'customer', customerId] })
            }
          />
        );
      })}
    </div>
  );
}
