import { useTranslation } from 'react-i18next';
import type { RecordTripChargeBody } from '../../../../shared/trip-charges';
import { useFormat } from '../../../lib/use-format';
import { ConfirmDialog } from '../shared/confirm-dialog';
import { useTripChargePreview } from './trip-charges-api';

/**
 * Before a charge is recorded: the server's preview says who rented the car then and what they
 * would owe (the amount, the branch's handling fee and any GST; later taken from the deposit it
 * still holds), or that with no renter it stays the business's own cost. A refusal (the car
 * still out, an unknown registration) shows in the dialog and nothing can be confirmed.
 */
export function RecordTripChargeConfirm({
  body,
  pending,
  error,
  onConfirm,
  onClose,
}: {
  body: RecordTripChargeBody;
  pending: boolean;
  error: unknown;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { rupees, dateTime } = useFormat();
  const amount = rupees(body.amountPaise);
  const when = dateTime(new Date(body.occurredAt));
  const preview = useTripChargePreview(body);
  const p = preview.data;
  return (
    <ConfirmDialog
      title={t(`console.tripCharges.confirm.title.${body.kind}`, {
        amount,
        registration: body.registration,
      })}
      confirmLabel={t('console.tripCharges.confirm.confirm')}
      pendingLabel={t('console.tripCharges.confirm.recording')}
      tone="neutral"
      pending={pending}
      error={error ?? preview.error}
      confirmDisabled={!p}
      onConfirm={onConfirm}
      onClose={onClose}
    >
      {preview.isPending && <p role="status">{t('console.tripCharges.confirm.finding')}</p>}
      {p?.status === 'billed' && (
        <>
          <p>
            {t('console.tripCharges.confirm.billed', {
              total: rupees(p.totalPaise),
              booking: p.bookingId,
              customer: p.customerName,
              when,
              amount,
              fee: rupees(p.feePaise),
            })}
          </p>
          {p.depositHeldPaise > 0 && p.noticeEndsAt && (
            <p className="mt-2">
              {t('console.tripCharges.confirm.deposit', {
                deposit: rupees(p.depositHeldPaise),
                notice: dateTime(new Date(p.noticeEndsAt)),
              })}
            </p>
          )}
        </>
      )}
      {p?.status === 'business' && (
        <p>
          {t('console.tripCharges.confirm.business', { registration: body.registration, when })}
        </p>
      )}
    </ConfirmDialog>
  );
}
