import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../shared/confirm-dialog';
import { Spinner } from '../../../components/spinner';
import { useBookingChange } from '../shared/console-bookings-api';
import type { BookingMove } from './calendar-grid';
import { ChangeSummary, useChangedText } from '../shared/change-booking-form';

/**
 * A booking dropped on the calendar: the server checks and prices the move (the same checks as
 * the booking page's form), the dialog shows the new times and the price difference, and the
 * change is applied only on its confirm button.
 */
export function BookingMoveDialog({
  move,
  onClose,
  onDone,
}: {
  move: BookingMove;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const { t } = useTranslation();
  const changedText = useChangedText();
  const { quote, apply } = useBookingChange(move.bar.id);
  const body = { pickupAt: move.pickupAt, dropAt: move.dropAt, carId: move.carId };
  const { mutate } = quote;
  useEffect(() => {
    mutate({ pickupAt: move.pickupAt, dropAt: move.dropAt, carId: move.carId });
  }, [mutate, move.pickupAt, move.dropAt, move.carId]);
  return (
    <ConfirmDialog
      title={t('console.availability.move.title', { label: move.bar.label })}
      confirmLabel={t('console.shared.change.apply')}
      pendingLabel={t('console.shared.change.applying')}
      tone="neutral"
      pending={apply.isPending}
      confirmDisabled={!quote.isSuccess}
      error={quote.error ?? apply.error}
      onClose={onClose}
      onConfirm={() =>
        apply.mutate(body, {
          onSuccess: (q) => {
            onClose();
            onDone(changedText(q));
          },
        })
      }
    >
      {quote.isPending && <Spinner label={t('console.availability.move.checking')} />}
      {quote.data && <ChangeSummary quote={quote.data} />}
      {quote.isError && <p>{t('console.availability.move.nothing')}</p>}
    </ConfirmDialog>
  );
}
