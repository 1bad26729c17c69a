import { useId, useState } from 'react';
import { ActionError } from '../../../components/action-error';
import { DOCUMENT_LABELS, type DocumentKind } from '../../../../shared/account';
import type { CustomerDocument } from '../../../../shared/console-customers';
import { TextField } from '../../../components/text-field';
import { useReviewDocument } from '../api/console-customers-api';

/** One document: open it, then verify it or reject it with a reason the customer reads. */
export function DocumentReviewCard({
  customerId,
  doc,
}: {
  customerId: number;
  doc: CustomerDocument;
}) {
  const review = useReviewDocument(customerId);
  const [reason, setReason] = useState('');
  const headingId = useId();
  const label = DOCUMENT_LABELS[doc.kind as DocumentKind] ?? doc.kind;
  return (
    <li className="space-y-3 rounded-2xl bg-white p-4 shadow-sm" aria-labelledby={headingId}>
      <h3 id={headingId} className="font-bold text-slate-900">
        {label}: {doc.reviewStatus}
        {doc.reviewReason ? ` (${doc.reviewReason})` : ''}
      </h3>
      <a
        href={doc.url}
        target="_blank"
        rel="noreferrer"
        className="text-sm font-semibold text-brand-800 underline"
      >
        Open {label}
      </a>
      <TextField
        label={`Reason for rejecting the ${label}`}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
      />
      <ActionError error={review.error} />
      <div className="flex flex-wrap gap-3">
        <button
          type="button"
          className="btn btn-primary"
          disabled={review.isPending}
          onClick={() => review.mutate({ kind: doc.kind, decision: 'verified' })}
        >
          Verify {label}
        </button>
        <button
          type="button"
          className="btn btn-outline"
          disabled={review.isPending}
          onClick={() => review.mutate({ kind: doc.kind, decision: 'rejected', reason })}
        >
          Reject {label}
        </button>
      </div>
    </li>
  );
}
