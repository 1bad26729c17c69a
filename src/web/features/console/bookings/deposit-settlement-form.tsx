import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  DEPOSIT_REASON_MAX,
  DEPOSIT_REASON_MESSAGE,
  type DepositSettlementBody,
} from '../../../../shared/deposit-settlement';
import { rupeesToPaise } from '../../../../shared/money';
import { ActionError } from '../../../components/action-error';
import { Spinner } from '../../../components/spinner';
import { TextField } from '../../../components/text-field';
import { useFormat } from '../../../lib/use-format';
import { useMessage } from '../../../lib/use-message';
import { useDepositHeld, useSettleDeposit } from '../shared/console-money-api';
import { ConfirmDialog } from '../shared/confirm-dialog';

const RUPEES = /^\d{1,7}(\.\d{1,2})?$/;

/**
 * The deposit left after the return: staff return it in full, or part of it and keep the rest
 * against damage or dues (a reason; the kept part is invoiced). The dialog shows both amounts
 * before anything is written; the server refuses more than is held (its 409 shows here).
 */
export function DepositSettlementForm({ bookingId }: { bookingId: number }) {
  const { t } = useTranslation();
  const format = useFormat();
  const held = useDepositHeld(bookingId);
  const [done, setDone] = useState<string | null>(null);
  if (held.isPending) {
    return <Spinner className="py-4" label={t('console.bookings.deposit.loading')} />;
  }
  if (held.isError) return <ActionError error={held.error} />;
  if (held.data.heldPaise <= 0 && !done) return null;
  return (
    <section aria-labelledby="deposit-heading" className="rounded-2xl bg-white p-4 shadow-sm">
      <h2 id="deposit-heading" className="text-lg font-bold text-slate-900">
        {t('console.bookings.deposit.heading')}
      </h2>
      {done && (
        <p role="status" className="mt-2 text-sm font-semibold text-green-800">
          {done}
        </p>
      )}
      {held.data.heldPaise > 0 && held.data.heldUntil && (
        <p className="mt-2 text-sm text-slate-700">
          {t('console.bookings.deposit.heldUntil', {
            until: format.dayTime(new Date(held.data.heldUntil)),
          })}
        </p>
      )}
      {held.data.heldPaise > 0 && (
        <SettleForm bookingId={bookingId} heldPaise={held.data.heldPaise} onDone={setDone} />
      )}
    </section>
  );
}

function SettleForm({
  bookingId,
  heldPaise,
  onDone,
}: {
  bookingId: number;
  heldPaise: number;
  onDone: (message: string) => void;
}) {
  const { t } = useTranslation();
  const message = useMessage();
  const { rupees } = useFormat();
  const settle = useSettleDeposit(bookingId);
  const [asking, setAsking] = useState<DepositSettlementBody | null>(null);
  const { register, handleSubmit, control, formState } = useForm({
    values: { rupees: String(heldPaise / 100), reason: '', furtherClaim: false },
  });
  const keeping = rupeesToPaise(Number(useWatch({ control, name: 'rupees' }) || '0')) < heldPaise;
  const errors = formState.errors;
  return (
    <form
      noValidate
      className="mt-3 space-y-3"
      onSubmit={handleSubmit((v) => {
        settle.reset();
        setAsking({
          returnPaise: rupeesToPaise(Number(v.rupees)),
          reason: v.reason.trim(),
          furtherClaim: v.furtherClaim,
        });
      })}
    >
      <p className="text-sm text-slate-800">
        {t('console.bookings.deposit.left')} <strong>{rupees(heldPaise)}</strong>
      </p>
      <TextField
        label={t('console.bookings.deposit.amount')}
        inputMode="decimal"
        hint={t('console.bookings.deposit.amountHint')}
        error={errors.rupees?.message}
        {...register('rupees', {
          required: t('console.bookings.deposit.amountRequired'),
          pattern: { value: RUPEES, message: t('console.bookings.deposit.amountRequired') },
        })}
      />
      {keeping && (
        <TextField
          label={t('console.bookings.deposit.whyKept')}
          maxLength={DEPOSIT_REASON_MAX}
          error={errors.reason?.message}
          {...register('reason', {
            validate: (value) =>
              !keeping || value.trim().length >= 3 || message(DEPOSIT_REASON_MESSAGE),
          })}
        />
      )}
      {keeping && (
        // Part of this deposit may have been kept already: keeping more is a claim of its own,
        // never a second click (the server answers 409 without it).
        <label className="flex items-start gap-2 text-sm text-slate-800">
          <input type="checkbox" className="mt-1" {...register('furtherClaim')} />
          <span>{t('console.bookings.deposit.furtherClaim')}</span>
        </label>
      )}
      <button type="submit" className="btn btn-primary">
        {keeping ? t('console.bookings.deposit.keepPart') : t('console.bookings.deposit.returnAll')}
      </button>
      {asking && (
        <ConfirmDialog
          title={
            asking.returnPaise < heldPaise
              ? t('console.bookings.deposit.keepTitle', {
                  amount: rupees(heldPaise - asking.returnPaise),
                  id: bookingId,
                })
              : t('console.bookings.deposit.returnTitle', {
                  amount: rupees(asking.returnPaise),
                  id: bookingId,
                })
          }
          confirmLabel={t('console.bookings.deposit.confirm', {
            amount: rupees(asking.returnPaise),
          })}
          pendingLabel={t('console.bookings.deposit.saving')}
          tone={asking.returnPaise < heldPaise ? 'danger' : 'neutral'}
          pending={settle.isPending}
          error={settle.error}
          onClose={() => setAsking(null)}
          onConfirm={() =>
            settle.mutate(asking, {
              onSuccess: (r) => {
                setAsking(null);
                // The server's message, said in the page's language from its figures.
                onDone(
                  r.keptPaise === 0
                    ? t('console.bookings.deposit.doneAll', { amount: rupees(r.returnPaise) })
                    : t(
                        r.invoiceNumber
                          ? 'console.bookings.deposit.doneKeptInvoice'
                          : 'console.bookings.deposit.doneKept',
                        {
                          kept: rupees(r.keptPaise),
                          invoice: r.invoiceNumber,
                          returned: rupees(r.returnPaise),
                        },
                      ),
                );
              },
            })
          }
        >
          <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1">
            <dt>{t('console.bookings.deposit.leftAfterBill')}</dt>
            <dd className="text-right font-semibold">{rupees(heldPaise)}</dd>
            <dt>{t('console.bookings.deposit.returned')}</dt>
            <dd className="text-right font-semibold">{rupees(asking.returnPaise)}</dd>
            <dt>{t('console.bookings.deposit.kept')}</dt>
            <dd className="text-right font-semibold">
              {rupees(Math.max(0, heldPaise - asking.returnPaise))}
            </dd>
          </dl>
          {asking.reason && (
            <p className="mt-2">
              {t('console.bookings.deposit.reason', { reason: asking.reason })}
            </p>
          )}
          {asking.furtherClaim && asking.returnPaise < heldPaise && (
            <p className="mt-2">{t('console.bookings.deposit.furtherNote')}</p>
          )}
          <p className="mt-2">{t('console.bookings.deposit.final')}</p>
        </ConfirmDialog>
      )}
    </form>
  );
}
