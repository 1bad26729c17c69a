import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { UPLOAD_MAX_BYTES } from '../../../../shared/account';
import { DISPUTE_REASON_MESSAGE } from '../../../../shared/trip-charge-disputes';
import { EVIDENCE_TOO_LARGE_MESSAGE } from '../../../../shared/trip-charges';
import { IMAGE_OR_PDF_TYPE_MESSAGE, IMAGE_OR_PDF_TYPES } from '../../../../shared/uploads';
import { ActionError } from '../../../components/action-error';
import { ApiRequestError } from '../../../lib/api-client';
import { refusalOf } from '../../../lib/upload-rules';
import { useMessage } from '../../../lib/use-message';
import { useDisputeTripCharge } from '../api/trip-charges-api';

const REASON_MIN = 10;
const REASON_MAX = 1000;
const FILE_RULES = {
  accept: IMAGE_OR_PDF_TYPES,
  maxBytes: UPLOAD_MAX_BYTES,
  typeMessage: IMAGE_OR_PDF_TYPE_MESSAGE,
  tooLargeMessage: EVIDENCE_TOO_LARGE_MESSAGE,
};

interface DisputeValues {
  reason: string;
  file: FileList | null;
}

/** The input a refusal of the server names: its `field`, or the file for a wrong or big file. */
function inputOfRefusal(error: unknown): keyof DisputeValues | undefined {
  if (!(error instanceof ApiRequestError)) return undefined;
  if (error.field === 'reason' || error.field === 'file') return error.field;
  const fileRefused =
    error.status === 413 ||
    error.status === 415 ||
    error.message === EVIDENCE_TOO_LARGE_MESSAGE ||
    error.message === IMAGE_OR_PDF_TYPE_MESSAGE;
  return fileRefused ? 'file' : undefined;
}

/**
 * The renter's dispute of one charge after the trip (issue 36 item 4): why, and a photo or PDF
 * if they have one, sent together. A refusal that names an input is said beside it; any other
 * (the window closed, already disputed) above the buttons.
 */
export function TripChargeDisputeForm({
  bookingId,
  chargeId,
  title,
  onSent,
  onCancel,
}: {
  bookingId: number;
  chargeId: number;
  /** Names the charge: "Dispute the Traffic challan of 20 Nov 2026, 2:30 pm". */
  title: string;
  onSent: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const message = useMessage();
  const titleId = useId();
  const reasonId = useId();
  const fileId = useId();
  const dispute = useDisputeTripCharge(bookingId, chargeId);
  const [failure, setFailure] = useState<unknown>();
  const { register, handleSubmit, formState, setError, setFocus } = useForm<DisputeValues>({
    defaultValues: { reason: '', file: null },
  });
  const { errors, isSubmitting } = formState;
  useEffect(() => setFocus('reason'), [setFocus]);

  const onSubmit = handleSubmit(async ({ reason, file }) => {
    setFailure(undefined);
    try {
      await dispute.mutateAsync({ reason: reason.trim(), file: file?.[0] ?? null });
      onSent();
    } catch (error) {
      const input = inputOfRefusal(error);
      if (input && error instanceof ApiRequestError) {
        setError(input, { message: error.message }, { shouldFocus: true });
      } else {
        setFailure(error);
      }
    }
  });

  const reasonError = errors.reason?.message;
  const fileError = errors.file?.message;
  return (
    <form
      aria-labelledby={titleId}
      onSubmit={onSubmit}
      noValidate
      className="mt-2 space-y-3 rounded-xl border border-brand-200 bg-brand-50/40 p-3"
    >
      <h4 id={titleId} className="font-semibold text-slate-900">
        {title}
      </h4>
      <div>
        <label htmlFor={reasonId} className="block text-sm font-semibold text-slate-800">
          {t('account.tripCharges.dispute.reason')}
        </label>
        <textarea
          id={reasonId}
          rows={4}
          maxLength={REASON_MAX}
          className="field mt-1"
          aria-invalid={Boolean(reasonError)}
          aria-describedby={`${reasonId}-note`}
          {...register('reason', {
            validate: (text) => {
              const length = text.trim().length;
              return (length >= REASON_MIN && length <= REASON_MAX) || DISPUTE_REASON_MESSAGE;
            },
          })}
        />
        <p
          id={`${reasonId}-note`}
          className={`mt-1 text-sm ${reasonError ? 'text-red-700' : 'text-slate-600'}`}
        >
          {reasonError ? message(reasonError) : t('account.tripCharges.dispute.reasonHint')}
        </p>
      </div>
      <div>
        <label htmlFor={fileId} className="block text-sm font-semibold text-slate-800">
          {t('account.tripCharges.dispute.file')}
        </label>
        <input
          id={fileId}
          type="file"
          accept={IMAGE_OR_PDF_TYPES.join(',')}
          className="mt-1 block w-full max-w-full text-sm text-slate-800 file:mr-3 file:rounded-lg file:border-0 file:bg-slate-100 file:px-3 file:py-2 file:font-semibold"
          aria-invalid={Boolean(fileError)}
          aria-describedby={`${fileId}-note`}
          {...register('file', {
            validate: (files) => {
              const file = files?.[0];
              return !file || (refusalOf(file, FILE_RULES) ?? true);
            },
          })}
        />
        <p
          id={`${fileId}-note`}
          className={`mt-1 text-sm ${fileError ? 'text-red-700' : 'text-slate-600'}`}
        >
          {fileError ? message(fileError) : t('account.tripCharges.dispute.fileHint')}
        </p>
      </div>
      <ActionError error={failure} />
      <div className="flex flex-wrap gap-3">
        <button type="submit" className="btn btn-primary" disabled={isSubmitting}>
          {isSubmitting
            ? t('account.tripCharges.dispute.sending')
            : t('account.tripCharges.dispute.submit')}
        </button>
        <button type="button" className="btn btn-outline" onClick={onCancel}>
          {t('account.tripCharges.dispute.cancel')}
        </button>
      </div>
    </form>
  );
}
