import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionError } from '../../../components/action-error';
import { DOCUMENT_KIND_LIST, type DocumentKind } from '../../../../shared/account';
import type { CustomerDocument } from '../../../../shared/console-customers';
import { licenceDetailsSchema, type LicenceDetails } from '../../../../shared/driver-rules';
import { TextField } from '../../../components/text-field';
import { useReviewDocument } from './console-customer-api';
import { useMessage } from '../../../lib/use-message';

const NO_LICENCE = { licenceNumber: '', licenceExpiresOn: '', dateOfBirth: '' };
const isDocumentKind = (kind: string): kind is DocumentKind =>
  (DOCUMENT_KIND_LIST as readonly string[]).includes(kind);

/**
 * One document: open it, then verify it or reject it with a reason the customer reads. A
 * driving licence is verified with its number, expiry and the date of birth read from it.
 */
export function DocumentReviewCard({
  customerId,
  doc,
  licence,
}: {
  customerId: number;
  doc: CustomerDocument;
  licence?: LicenceDetails | null;
}) {
  const { t } = useTranslation();
  const message = useMessage();
  const review = useReviewDocument(customerId);
  const [reason, setReason] = useState('');
  const [details, setDetails] = useState<LicenceDetails>(licence ?? NO_LICENCE);
  const [detailsError, setDetailsError] = useState<string | null>(null);
  const isLicence = doc.kind === 'licence_img';
  const verify = () => {
    if (!isLicence) return review.mutate({ kind: doc.kind, decision: 'verified' });
    const parsed = licenceDetailsSchema.safeParse(details);
    if (!parsed.success) return setDetailsError(parsed.error.issues[0]?.message ?? null);
    setDetailsError(null);
    review.mutate({ kind: doc.kind, decision: 'verified', licence: parsed.data });
  };
  const field = (name: keyof LicenceDetails) => ({
    value: details[name],
    onChange: (e: React.ChangeEvent<HTMLInputElement>) =>
      setDetails({ ...details, [name]: e.target.value }),
  });
  const headingId = useId();
  const kind = doc.kind;
  const label = isDocumentKind(kind) ? t(`console.customers.documentKinds.${kind}`) : kind;
  return (
    <li className="space-y-3 rounded-2xl bg-white p-4 shadow-sm" aria-labelledby={headingId}>
      <h3 id={headingId} className="font-bold text-slate-900">
        {t('console.customers.review.heading', {
          label,
          status: t(`console.customers.review.statuses.${doc.reviewStatus}`),
        })}
        {doc.reviewReason ? ` (${doc.reviewReason})` : ''}
      </h3>
      <a
        href={doc.url}
        target="_blank"
        rel="noreferrer"
        className="text-sm font-semibold text-brand-800 underline"
      >
        {t('console.customers.review.open', { label })}
      </a>
      {isLicence && (
        <div className="grid gap-3 sm:grid-cols-3">
          <TextField
            label={t('console.customers.review.licenceNumber')}
            {...field('licenceNumber')}
          />
          <TextField
            label={t('console.customers.review.validUntil')}
            type="date"
            {...field('licenceExpiresOn')}
          />
          <TextField
            label={t('console.customers.review.dateOfBirth')}
            type="date"
            {...field('dateOfBirth')}
          />
        </div>
      )}
      {detailsError && (
        <p role="alert" className="text-sm text-red-700">
          {message(detailsError)}
        </p>
      )}
      <TextField
        label={t('console.customers.review.rejectReason', { label })}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
      />
      <ActionError error={review.error} />
      <div className="flex flex-wrap gap-3">
        <button
          type="button"
          className="btn btn-primary"
          disabled={review.isPending}
          onClick={verify}
        >
          {t('console.customers.review.verify', { label })}
        </button>
        <button
          type="button"
          className="btn btn-outline"
          disabled={review.isPending}
          onClick={() => review.mutate({ kind: doc.kind, decision: 'rejected', reason })}
        >
          {t('console.customers.review.reject', { label })}
        </button>
      </div>
    </li>
  );
}
