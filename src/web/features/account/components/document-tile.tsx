import { useId, useState, type ChangeEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  DOCUMENT_LABELS,
  PDF_ALLOWED,
  type DocumentKind,
  type UserDocument,
} from '../../../../shared/account';
import { Spinner } from '../../../components/spinner';
import { errorMessage } from '../../../lib/api-client';
import { DOCUMENTS_KEY, uploadDocument } from '../api/account-api';

interface Props {
  kind: DocumentKind;
  doc: UserDocument | undefined;
}

/** One upload tile: the current image (or PDF link) or an upload prompt. */
export function DocumentTile({ kind, doc }: Props) {
  const inputId = useId();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const label = DOCUMENT_LABELS[kind];
  const accept = PDF_ALLOWED.includes(kind)
    ? 'image/jpeg,image/png,image/webp,application/pdf'
    : 'image/jpeg,image/png,image/webp';

  const onChange = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    setBusy(true);
    setError(undefined);
    try {
      await uploadDocument(kind, file);
      await queryClient.invalidateQueries({ queryKey: DOCUMENTS_KEY });
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };

  const src = doc ? `${doc.url}?v=${encodeURIComponent(doc.uploadedAt)}` : undefined;
  return (
    <li className="flex flex-col rounded-2xl border border-slate-200 bg-white p-4">
      <h2 className="font-semibold text-slate-900">{label}</h2>
      {doc && <ReviewState doc={doc} />}
      <div className="mt-3 flex aspect-[4/3] items-center justify-center overflow-hidden rounded-xl bg-slate-50">
        {busy ? (
          <Spinner label="Uploading…" />
        ) : doc?.mimeType === 'application/pdf' ? (
          <a
            href={src}
            target="_blank"
            rel="noopener"
            className="font-semibold text-brand-800 underline"
          >
            View {label} (PDF)
          </a>
        ) : doc ? (
          <img src={src} alt={label} className="size-full object-contain" />
        ) : (
          <p className="px-4 text-center text-sm text-slate-500">Not uploaded yet</p>
        )}
      </div>
      <label htmlFor={inputId} className="btn btn-outline mt-3 cursor-pointer">
        {doc ? `Replace ${label}` : `Upload ${label}`}
      </label>
      <input
        id={inputId}
        type="file"
        accept={accept}
        className="sr-only"
        onChange={(e) => void onChange(e)}
        disabled={busy}
      />
      {error && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {error}
        </p>
      )}
    </li>
  );
}

/** What staff decided about the document (checked before a car is handed over). */
function ReviewState({ doc }: { doc: UserDocument }) {
  if (doc.reviewStatus === 'verified') {
    return <p className="text-sm font-semibold text-green-800">Verified</p>;
  }
  if (doc.reviewStatus === 'rejected') {
    return (
      <p className="text-sm font-semibold text-red-700">
        Not accepted: {doc.reviewReason}. Please upload it again.
      </p>
    );
  }
  return <p className="text-sm text-slate-700">Waiting for our check</p>;
}
