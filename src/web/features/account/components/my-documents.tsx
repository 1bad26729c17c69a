import { DOCUMENT_KIND_LIST } from '../../../../shared/account';
import { ErrorAlert } from '../../../components/error-alert';
import { PageLoader } from '../../../components/spinner';
import { errorMessage } from '../../../lib/api-client';
import { useDocuments } from '../api/account-api';
import { DocumentTile } from './document-tile';
import { SectionCard } from './section-card';

export function MyDocuments() {
  const docs = useDocuments();
  return (
    <SectionCard title="My Documents">
      <p className="text-sm text-slate-600">
        JPEG, PNG or WebP up to 5 MB; ID proofs may also be a PDF. Only you (and our staff) can see
        them.
      </p>
      {docs.isPending ? (
        <PageLoader />
      ) : docs.isError ? (
        <ErrorAlert message={errorMessage(docs.error)} onRetry={() => void docs.refetch()} />
      ) : (
        <ul className="mt-4 grid gap-4 sm:grid-cols-2">
          {DOCUMENT_KIND_LIST.map((kind) => (
            <DocumentTile
              key={kind}
              kind={kind}
              doc={docs.data.documents.find((d) => d.kind === kind)}
            />
          ))}
        </ul>
      )}
    </SectionCard>
  );
}
