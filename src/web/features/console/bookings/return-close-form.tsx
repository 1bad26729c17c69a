import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReturnBody, ReturnQuote } from '../../../../shared/console-bookings';
import { ActionError } from '../../../components/action-error';
import { Spinner } from '../../../components/spinner';
import { useRecordReturn } from '../shared/console-bookings-api';
import { useReturnQuote } from '../shared/console-money-api';
import { ConfirmDialog } from '../shared/confirm-dialog';
import { FinalBillTable } from './final-bill-table';
import type { DamageMark, HandoverChecklist } from '../../../../shared/handover-sheet';
import { checklistOf, HandoverForm, type HandoverValues } from './handover-form';

/** The readings part of the pickup and return bodies. */
export const handoverReadings = (v: HandoverValues) => ({
  odometerKm: Number(v.odometerKm),
  fuelEighths: Number(v.fuelEighths),
  checklist: checklistOf(v),
  ...(v.earlyReason.trim() ? { earlyReason: v.earlyReason.trim() } : {}),
});

/**
 * The return's readings; "Close the return" first asks the server for the bill they give
 * (nothing written), shows it — each charge, the total, the deposit back or balance to
 * collect — and closes the return only when staff confirm it.
 */
export function ReturnCloseForm({
  bookingId,
  pickupAt,
  photos,
  pickupMarks,
  pickupChecklist,
}: {
  bookingId: number;
  pickupAt: string;
  /** The return's photos, for a damage mark to point at. */
  photos: { id: number }[];
  /** The marks made at pickup, shown so staff mark only new damage. */
  pickupMarks: DamageMark[];
  /** What went out at pickup: the return's checklist starts from it. */
  pickupChecklist: HandoverChecklist | null;
}) {
  const { t } = useTranslation();
  const giveBack = useRecordReturn(bookingId);
  const quote = useReturnQuote(bookingId);
  const [closing, setClosing] = useState<{ body: ReturnBody; bill: ReturnQuote['bill'] } | null>(
    null,
  );
  return (
    <>
      <HandoverForm
        stage="return"
        pickupAt={pickupAt}
        photos={photos}
        pickupMarks={pickupMarks}
        checklistStart={pickupChecklist && { checklist: pickupChecklist, from: 'pickup' }}
        pending={quote.isPending}
        error={null}
        onSubmit={(v, damageMarks) => {
          const body = {
            ...handoverReadings(v),
            damageNotes: v.notes,
            damageMarks,
            damagePaise: Math.round(Number(v.damageRupees || '0') * 100),
          };
          giveBack.reset();
          quote.mutate(body, { onSuccess: (q) => setClosing({ body, bill: q.bill }) });
        }}
      />
      {quote.isPending && (
        <Spinner className="py-2" label={t('console.handover.returnClose.working')} />
      )}
      <ActionError error={quote.error} />
      {closing && (
        <ConfirmDialog
          title={t('console.handover.returnClose.confirmTitle', { id: bookingId })}
          confirmLabel={t('console.handover.returnClose.confirm')}
          pendingLabel={t('console.handover.returnClose.closing')}
          tone="neutral"
          pending={giveBack.isPending}
          error={giveBack.error}
          onClose={() => setClosing(null)}
          onConfirm={() => giveBack.mutate(closing.body, { onSuccess: () => setClosing(null) })}
        >
          <FinalBillTable bill={closing.bill} />
          <p className="mt-2">{t('console.handover.returnClose.final')}</p>
        </ConfirmDialog>
      )}
    </>
  );
}
