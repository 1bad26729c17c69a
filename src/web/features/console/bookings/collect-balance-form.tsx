import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import {
  COLLECT_METHOD_LABELS,
  COLLECT_METHODS,
  COLLECT_REFERENCE_MESSAGE,
  type CollectBalanceBody,
  type CollectMethod,
} from '../../../../shared/balance-collection';
import { formatRupees, rupeesToPaise } from '../../../../shared/money';
import { ActionError } from '../../../components/action-error';
import { Spinner } from '../../../components/spinner';
import { TextField } from '../../../components/text-field';
import {
  useBookingBalance,
  useCollectBalance,
  useSendPaymentLink,
} from '../shared/console-money-api';
import { ConfirmDialog } from '../shared/confirm-dialog';
import { SelectField } from '../shared/select-field';

interface CollectValues {
  method: CollectMethod;
  rupees: string;
  reference: string;
}

const RUPEES = /^\d{1,7}(\.\d{1,2})?$/;

/**
 * The balance left after a return, taken at the counter: staff choose how it was paid and
 * how much (what is owed by default), see both in the confirm dialog, then it is recorded.
 * The server decides what is owed; its 409 (more than owed, or collected meanwhile) shows here.
 */
export function CollectBalanceForm({ bookingId }: { bookingId: number }) {
  const balance = useBookingBalance(bookingId, true);
  if (balance.isPending) return <Spinner className="py-4" label="Loading what is owed…" />;
  if (balance.isError) return <ActionError error={balance.error} />;
  return <CollectForm bookingId={bookingId} owedPaise={balance.data.owedPaise} />;
}

function CollectForm({ bookingId, owedPaise }: { bookingId: number; owedPaise: number }) {
  const collect = useCollectBalance(bookingId);
  const [asking, setAsking] = useState<CollectBalanceBody | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const { register, handleSubmit, control, formState } = useForm<CollectValues>({
    values: { method: 'cash', rupees: String(owedPaise / 100), reference: '' },
  });
  const method = useWatch({ control, name: 'method' });
  const errors = formState.errors;
  return (
    <section aria-labelledby="collect-heading" className="rounded-2xl bg-white p-4 shadow-sm">
      <h2 id="collect-heading" className="text-lg font-bold text-slate-900">
        Collect the balance
      </h2>
      {done && (
        <p role="status" className="mt-2 text-sm font-semibold text-green-800">
          {done}
        </p>
      )}
      {owedPaise <= 0 ? (
        <p className="mt-2 text-sm text-slate-700">Nothing is owed on this booking.</p>
      ) : (
        <form
          noValidate
          className="mt-3 space-y-3"
          onSubmit={handleSubmit((v) => {
            collect.reset();
            setAsking({
              method: v.method,
              amountPaise: rupeesToPaise(Number(v.rupees)),
              reference: v.method === 'cash' ? '' : v.reference.trim(),
            });
          })}
        >
          <p className="text-sm text-slate-800">
            Owed after the return: <strong>{formatRupees(owedPaise)}</strong>
          </p>
          <SelectField label="How it was paid" {...register('method')}>
            {COLLECT_METHODS.map((m) => (
              <option key={m} value={m}>
                {COLLECT_METHOD_LABELS[m]}
              </option>
            ))}
          </SelectField>
          <TextField
            label="Amount collected (₹)"
            inputMode="decimal"
            error={errors.rupees?.message}
            {...register('rupees', {
              required: 'Enter the amount collected in rupees.',
              validate: (value) =>
                (RUPEES.test(value) && Number(value) > 0) ||
                'Enter the amount collected in rupees, more than zero.',
            })}
          />
          {method !== 'cash' && (
            <TextField
              label={method === 'upi' ? 'UPI reference (UTR)' : 'Card slip reference (optional)'}
              autoComplete="off"
              error={errors.reference?.message}
              {...register('reference', {
                validate: (value) =>
                  method !== 'upi' ||
                  /^[0-9A-Za-z]{6,35}$/.test(value.trim()) ||
                  COLLECT_REFERENCE_MESSAGE,
              })}
            />
          )}
          <button type="submit" className="btn btn-primary">
            Record the payment
          </button>
        </form>
      )}
      {owedPaise > 0 && (
        <PaymentLink bookingId={bookingId} owedPaise={owedPaise} onSent={setDone} />
      )}
      {asking && (
        <ConfirmDialog
          title={`Record ${formatRupees(asking.amountPaise)} collected for booking #${bookingId}?`}
          confirmLabel={`Record ${formatRupees(asking.amountPaise)}`}
          pendingLabel="Recording…"
          tone="neutral"
          pending={collect.isPending}
          error={collect.error}
          onClose={() => setAsking(null)}
          onConfirm={() =>
            collect.mutate(asking, {
              onSuccess: (r) => {
                setAsking(null);
                setDone(
                  `${formatRupees(r.collectedPaise)} recorded. Still owed: ${formatRupees(r.owedPaise)}.`,
                );
              },
            })
          }
        >
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
            <dt className="font-semibold">Amount</dt>
            <dd>{formatRupees(asking.amountPaise)}</dd>
            <dt className="font-semibold">Method</dt>
            <dd>{COLLECT_METHOD_LABELS[asking.method]}</dd>
            {asking.reference && (
              <>
                <dt className="font-semibold">Reference</dt>
                <dd>{asking.reference}</dd>
              </>
            )}
            <dt className="font-semibold">Left to collect</dt>
            <dd>{formatRupees(Math.max(0, owedPaise - asking.amountPaise))}</dd>
          </dl>
          <p className="mt-2">A payment once recorded cannot be removed.</p>
        </ConfirmDialog>
      )}
    </section>
  );
}

/**
 * Not at the counter: the customer gets a mail with a link to pay online. The dialog says what
 * the mail asks for; the pay page asks the amount owed when opened, so a later collection here
 * is never charged twice.
 */
function PaymentLink({
  bookingId,
  owedPaise,
  onSent,
}: {
  bookingId: number;
  owedPaise: number;
  onSent: (notice: string) => void;
}) {
  const send = useSendPaymentLink(bookingId);
  const [asking, setAsking] = useState(false);
  return (
    <div className="mt-4 border-t border-slate-200 pt-3">
      <p className="text-sm text-slate-700">Customer not at the counter?</p>
      <button
        type="button"
        className="btn btn-outline mt-2"
        onClick={() => (send.reset(), setAsking(true))}
      >
        Send a payment link
      </button>
      {asking && (
        <ConfirmDialog
          title={`Mail the customer a link to pay ${formatRupees(owedPaise)} for booking #${bookingId}?`}
          confirmLabel="Send the payment link"
          pendingLabel="Sending…"
          tone="neutral"
          pending={send.isPending}
          error={send.error}
          onClose={() => setAsking(false)}
          onConfirm={() =>
            send.mutate(undefined, {
              onSuccess: (r) => {
                setAsking(false);
                onSent(`Payment link for ${formatRupees(r.owedPaise)} sent to the customer.`);
              },
            })
          }
        >
          <p>
            The customer gets a mail in their language with a link to pay{' '}
            <strong>{formatRupees(owedPaise)}</strong> online. Once paid, it clears the balance
            here.
          </p>
        </ConfirmDialog>
      )}
    </div>
  );
}
