import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import {
  DEPOSIT_REASON_MAX,
  DEPOSIT_REASON_MESSAGE,
  type DepositSettlementBody,
} from '../../../../shared/deposit-settlement';
import { formatRupees, rupeesToPaise } from '../../../../shared/money';
import { ActionError } from '../../../components/action-error';
import { Spinner } from '../../../components/spinner';
import { TextField } from '../../../components/text-field';
import { useDepositHeld, useSettleDeposit } from '../shared/console-money-api';
import { ConfirmDialog } from '../shared/confirm-dialog';

const RUPEES = /^\d{1,7}(\.\d{1,2})?$/;

/**
 * The deposit left after the return: staff return it in full, or part of it and keep the rest
 * against damage or dues (a reason; the kept part is invoiced). The dialog shows both amounts
 * before anything is written; the server refuses more than is held (its 409 shows here).
 */
export function DepositSettlementForm({ bookingId }: { bookingId: number }) {
  const held = useDepositHeld(bookingId);
  const [done, setDone] = useState<string | null>(null);
  if (held.isPending) return <Spinner className="py-4" label="Loading the deposit…" />;
  if (held.isError) return <ActionError error={held.error} />;
  if (held.data.heldPaise <= 0 && !done) return null;
  return (
    <section aria-labelledby="deposit-heading" className="rounded-2xl bg-white p-4 shadow-sm">
      <h2 id="deposit-heading" className="text-lg font-bold text-slate-900">
        Security deposit
      </h2>
      {done && (
        <p role="status" className="mt-2 text-sm font-semibold text-green-800">
          {done}
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
        Left to return after the bill: <strong>{formatRupees(heldPaise)}</strong>
      </p>
      <TextField
        label="Amount to return (₹)"
        inputMode="decimal"
        hint="Less than what is left keeps the rest against damage or dues; that part is invoiced with GST."
        error={errors.rupees?.message}
        {...register('rupees', {
          required: 'Enter the amount to return in rupees.',
          pattern: { value: RUPEES, message: 'Enter the amount to return in rupees.' },
        })}
      />
      {keeping && (
        <TextField
          label="Why part of the deposit is kept"
          maxLength={DEPOSIT_REASON_MAX}
          error={errors.reason?.message}
          {...register('reason', {
            validate: (value) => !keeping || value.trim().length >= 3 || DEPOSIT_REASON_MESSAGE,
          })}
        />
      )}
      {keeping && (
        // Part of this deposit may have been kept already: keeping more is a claim of its own,
        // never a second click (the server answers 409 without it).
        <label className="flex items-start gap-2 text-sm text-slate-800">
          <input type="checkbox" className="mt-1" {...register('furtherClaim')} />
          <span>This is a further claim: part of this deposit was kept before.</span>
        </label>
      )}
      <button type="submit" className="btn btn-primary">
        {keeping ? 'Keep part of the deposit' : 'Return the deposit'}
      </button>
      {asking && (
        <ConfirmDialog
          title={
            asking.returnPaise < heldPaise
              ? `Keep ${formatRupees(heldPaise - asking.returnPaise)} of the deposit of booking #${bookingId}?`
              : `Return ${formatRupees(asking.returnPaise)} of the deposit of booking #${bookingId}?`
          }
          confirmLabel={`Return ${formatRupees(asking.returnPaise)}`}
          pendingLabel="Saving…"
          tone={asking.returnPaise < heldPaise ? 'danger' : 'neutral'}
          pending={settle.isPending}
          error={settle.error}
          onClose={() => setAsking(null)}
          onConfirm={() =>
            settle.mutate(asking, {
              onSuccess: (r) => {
                setAsking(null);
                onDone(r.message);
              },
            })
          }
        >
          <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1">
            <dt>Deposit left after the bill</dt>
            <dd className="text-right font-semibold">{formatRupees(heldPaise)}</dd>
            <dt>Returned to the customer</dt>
            <dd className="text-right font-semibold">{formatRupees(asking.returnPaise)}</dd>
            <dt>Kept (invoiced with GST)</dt>
            <dd className="text-right font-semibold">
              {formatRupees(Math.max(0, heldPaise - asking.returnPaise))}
            </dd>
          </dl>
          {asking.reason && <p className="mt-2">Reason: {asking.reason}</p>}
          {asking.furtherClaim && asking.returnPaise < heldPaise && (
            <p className="mt-2">A further claim on a deposit part of which was kept before.</p>
          )}
          <p className="mt-2">What is kept cannot be given back from here afterwards.</p>
        </ConfirmDialog>
      )}
    </form>
  );
}
