import { DOCUMENT_KIND_LIST } from '../../../../shared/account';
import { ErrorAlert } from '../../../components/error-alert';
import { PageLoader } from '../../../components/spinner';
import { errorMessage } from '../../../lib/api-client';
import { useDocuments } from '../api/account-api';
import { DocumentTile } from './document-tile';
import { SectionCard } from './section-card';
import { useTranslation } from 'react-i18next';

export function MyDocuments() {
  const { t } = useTranslation();
  const docs = useDocuments();
  return (
    <SectionCard title={t('account.documents.title')}>
      <p className="text-sm text-slate-600">{t('account.documents.intro')}</p>
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
