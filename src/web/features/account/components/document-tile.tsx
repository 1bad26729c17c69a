import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { DocumentKind, UserDocument } from '../../../../shared/account';
import { FileUpload } from '../../../components/file-upload';
import { documentUploadRules } from '../../../lib/upload-rules';
import { DOCUMENTS_KEY } from '../api/account-api';

interface Props {
  kind: DocumentKind;
  doc: UserDocument | undefined;
}

/** One upload tile: the current image (or PDF link) or an upload prompt. */
export function DocumentTile({ kind, doc }: Props) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const label = t(`account.documents.kinds.${kind}`);

  const src = doc ? `${doc.url}?v=${encodeURIComponent(doc.uploadedAt)}` : undefined;
  return (
    <li className="flex flex-col rounded-2xl border border-slate-200 bg-white p-4">
      <h2 className="font-semibold text-slate-900">{label}</h2>
      {doc && <ReviewState doc={doc} />}
      <div className="mt-3 flex aspect-[4/3] items-center justify-center overflow-hidden rounded-xl bg-slate-50">
        {doc?.mimeType === 'application/pdf' ? (
          <a
            href={src}
            target="_blank"
            rel="noopener"
            className="font-semibold text-brand-800 underline"
          >
            {t('account.documents.viewPdf', { label })}
          </a>
        ) : doc ? (
          <img src={src} alt={label} className="size-full object-contain" />
        ) : (
          <p className="px-4 text-center text-sm text-slate-500">{t('account.documents.notYet')}</p>
        )}
      </div>
      <FileUpload<UserDocument>
        label={t(doc ? 'account.documents.replace' : 'account.documents.upload', { label })}
        asButton
        method="PUT"
        url={`/api/account/documents/${kind}`}
        {...documentUploadRules(kind)}
        onUploaded={() => queryClient.invalidateQueries({ queryKey: DOCUMENTS_KEY })}
      />
    </li>
  );
}

/** What staff decided about the document (checked before a car is handed over). */
function ReviewState({ doc }: { doc: UserDocument }) {
  const { t } = useTranslation();
  if (doc.reviewStatus === 'verified') {
    return (
      <p className="text-sm font-semibold text-green-800">{t('account.documents.verified')}</p>
    );
  }
  if (doc.reviewStatus === 'rejected') {
    return (
      <p className="text-sm font-semibold text-red-700">
        {t('account.documents.rejected', { reason: doc.reviewReason })}
      </p>
    );
  }
  return <p className="text-sm text-slate-700">{t('account.documents.waiting')}</p>;
}
