import { useTranslation } from 'react-i18next';
import type { RecordTripChargeBody } from '../../../../shared/trip-charges';
import { useFormat } from '../../../lib/use-format';
import { ConfirmDialog } from '../shared/confirm-dialog';

/**
 * Before a charge is recorded: it charges whoever rented the car then (the amount and the
 * branch's handling fee, told at once, later taken from the held deposit), or, with no renter,
 * it stays the business's own cost. Who that is the server finds; the dialog says both.
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
      error={error}
      onConfirm={onConfirm}
      onClose={onClose}
    >
      <p>
        {t('console.tripCharges.confirm.charges', {
          registration: body.registration,
          when,
          amount,
        })}
      </p>
      <p className="mt-2">{t('console.tripCharges.confirm.ownCost')}</p>
    </ConfirmDialog>
  );
}
