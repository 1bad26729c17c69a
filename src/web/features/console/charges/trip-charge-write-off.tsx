import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  WRITE_OFF_REASON_MAX,
  WRITE_OFF_REASON_MESSAGE,
  WRITE_OFF_REASON_MIN,
} from '../../../../shared/trip-charge-write-off';
import type { TripChargeView } from '../../../../shared/trip-charges';
import { ApiRequestError } from '../../../lib/api-client';
import { useFormat } from '../../../lib/use-format';
import { useMessage } from '../../../lib/use-message';
import { ConfirmDialog } from '../shared/confirm-dialog';
import { useWriteOff, useWriteOffPreview } from './trip-charges-api';

/**
 * A manager's or an admin's "Write off" on a billed charge with an unpaid part (issue 36
 * item 5): the dialog asks the server what is unpaid, names that amount, takes the reason and
 * writes it off only on its confirm button. A refusal (the deposit still held, a dispute
 * opened meanwhile) is the server's, shown in the dialog.
 */
export function TripChargeWriteOff({
  charge,
  onWrittenOff,
}: {
  charge: TripChargeView;
  onWrittenOff: (message: string) => void;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="btn btn-outline" onClick={() => setOpen(true)}>
        {t('console.tripCharges.writeOff.button')}
      </button>
      {open && (
        <WriteOffDialog
          charge={charge}
          onClose={() => setOpen(false)}
          onDone={(message) => {
            setOpen(false);
            onWrittenOff(message);
          }}
        />
      )}
    </>
  );
}

function WriteOffDialog({
  charge: c,
  onClose,
  onDone,
}: {
  charge: TripChargeView;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const { t } = useTranslation();
  const { rupees } = useFormat();
  const message = useMessage();
  const preview = useWriteOffPreview(c.id);
  const writeOff = useWriteOff(c.id);
  const reasonId = useId();
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const unpaid = preview.data && rupees(preview.data.unpaidPaise);

  const confirm = () => {
    const length = reason.trim().length;
    if (length < WRITE_OFF_REASON_MIN || length > WRITE_OFF_REASON_MAX) {
      setError(WRITE_OFF_REASON_MESSAGE);
      reasonRef.current?.focus();
      return;
    }
    setError(null);
    writeOff.mutate(
      { reason: reason.trim() },
      {
        onSuccess: (done) => onDone(done.message),
        onError: (failure) => {
          if (!(failure instanceof ApiRequestError) || failure.field !== 'reason') return;
          writeOff.reset();
          setError(failure.message);
          reasonRef.current?.focus();
        },
      },
    );
  };

  return (
    <ConfirmDialog
      title={
        unpaid
          ? t('console.tripCharges.writeOff.title', { amount: unpaid, id: c.id })
          : t('console.tripCharges.writeOff.titleChecking', { id: c.id })
      }
      confirmLabel={t('console.tripCharges.writeOff.confirm')}
      pendingLabel={t('console.tripCharges.writeOff.pending')}
      pending={writeOff.isPending}
      error={writeOff.error ?? preview.error}
      confirmDisabled={!preview.data}
      onConfirm={confirm}
      onClose={onClose}
    >
      {preview.isPending && <p role="status">{t('console.tripCharges.writeOff.checking')}</p>}
      {preview.data && (
        <div className="space-y-3">
          <p>
            {t('console.tripCharges.writeOff.body', {
              booking: preview.data.bookingId,
              total: rupees(preview.data.totalPaise),
              amount: unpaid,
            })}
          </p>
          <p className="font-semibold">{t('console.tripCharges.writeOff.final')}</p>
          <div>
            <label htmlFor={reasonId} className="block font-semibold text-slate-800">
              {t('console.tripCharges.writeOff.reason')}
            </label>
            <textarea
              ref={reasonRef}
              id={reasonId}
              rows={3}
              maxLength={WRITE_OFF_REASON_MAX}
              className="field mt-1"
              value={reason}
              aria-invalid={Boolean(error)}
              aria-describedby={`${reasonId}-note`}
              onChange={(e) => setReason(e.target.value)}
            />
            <p
              id={`${reasonId}-note`}
              className={`mt-1 ${error ? 'text-red-700' : 'text-slate-600'}`}
            >
              {error ? message(error) : t('console.tripCharges.writeOff.reasonHint')}
            </p>
          </div>
        </div>
      )}
    </ConfirmDialog>
  );
}
