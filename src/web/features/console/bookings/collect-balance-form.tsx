import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  COLLECT_METHODS,
  COLLECT_REFERENCE_MESSAGE,
  type CollectBalanceBody,
  type CollectMethod,
} from '../../../../shared/balance-collection';
import { rupeesToPaise } from '../../../../shared/money';
import { ActionError } from '../../../components/action-error';
import { Spinner } from '../../../components/spinner';
import { TextField } from '../../../components/text-field';
import { useFormat } from '../../../lib/use-format';
import { useMessage } from '../../../lib/use-message';
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
 * The balance left after a return (or by a dearer change of a paid booking), taken at the counter: staff choose how it was paid and
 * how much (what is owed by default), see both in the confirm dialog, then it is recorded.
 * The server decides what is owed; its 409 (more than owed, or collected meanwhile) shows here.
 */
export function CollectBalanceForm({
  bookingId,
  onlyWhenOwed = false,
}: {
  bookingId: number;
  /** Before the return: shown only when a dearer change left something owed. */
  onlyWhenOwed?: boolean;
}) {
  const { t } = useTranslation();
  const balance = useBookingBalance(bookingId, true);
  if (balance.isPending) {
    return onlyWhenOwed ? null : (
      <Spinner className="py-4" label={t('console.bookings.collect.loading')} />
    );
  }
  if (balance.isError) return <ActionError error={balance.error} />;
  if (onlyWhenOwed && balance.data.owedPaise <= 0) return null;
  return <CollectForm bookingId={bookingId} owedPaise={balance.data.owedPaise} />;
}

function CollectForm({ bookingId, owedPaise }: { bookingId: number; owedPaise: number }) {
  const { t } = useTranslation();
  const message = useMessage();
  const { rupees } = useFormat();
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
        {t('console.bookings.collect.heading')}
      </h2>
      {done && (
        <p role="status" className="mt-2 text-sm font-semibold text-green-800">
          {done}
        </p>
      )}
      {owedPaise <= 0 ? (
        <p className="mt-2 text-sm text-slate-700">{t('console.bookings.collect.nothingOwed')}</p>
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
            {t('console.bookings.collect.owed')} <strong>{rupees(owedPaise)}</strong>
          </p>
          <SelectField label={t('console.bookings.collect.method')} {...register('method')}>
            {COLLECT_METHODS.map((m) => (
              <option key={m} value={m}>
                {t(`console.bookings.counterMethods.${m}`)}
              </option>
            ))}
          </SelectField>
          <TextField
            label={t('console.bookings.collect.amount')}
            inputMode="decimal"
            error={errors.rupees?.message}
            {...register('rupees', {
              required: t('console.bookings.collect.amountRequired'),
              validate: (value) =>
                (RUPEES.test(value) && Number(value) > 0) ||
                t('console.bookings.collect.amountInvalid'),
            })}
          />
          {method !== 'cash' && (
            <TextField
              label={
                method === 'upi'
                  ? t('console.bookings.collect.upiReference')
                  : t('console.bookings.collect.cardReference')
              }
              autoComplete="off"
              error={errors.reference?.message}
              {...register('reference', {
                validate: (value) =>
                  method !== 'upi' ||
                  /^[0-9A-Za-z]{6,35}$/.test(value.trim()) ||
                  message(COLLECT_REFERENCE_MESSAGE),
              })}
            />
          )}
          <button type="submit" className="btn btn-primary">
            {t('console.bookings.collect.record')}
          </button>
        </form>
      )}
      {owedPaise > 0 && (
        <PaymentLink bookingId={bookingId} owedPaise={owedPaise} onSent={setDone} />
      )}
      {asking && (
        <ConfirmDialog
          title={t('console.bookings.collect.confirmTitle', {
            amount: rupees(asking.amountPaise),
            id: bookingId,
          })}
          confirmLabel={t('console.bookings.collect.confirm', {
            amount: rupees(asking.amountPaise),
          })}
          pendingLabel={t('console.bookings.collect.recording')}
          tone="neutral"
          pending={collect.isPending}
          error={collect.error}
          onClose={() => setAsking(null)}
          onConfirm={() =>
            collect.mutate(asking, {
              onSuccess: (r) => {
                setAsking(null);
                setDone(
                  t('console.bookings.collect.done', {
                    collected: rupees(r.collectedPaise),
                    owed: rupees(r.owedPaise),
                  }),
                );
              },
            })
          }
        >
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
            <dt className="font-semibold">{t('console.bookings.collect.amountTerm')}</dt>
            <dd>{rupees(asking.amountPaise)}</dd>
            <dt className="font-semibold">{t('console.bookings.collect.methodTerm')}</dt>
            <dd>{t(`console.bookings.counterMethods.${asking.method}`)}</dd>
            {asking.reference && (
              <>
                <dt className="font-semibold">{t('console.bookings.collect.referenceTerm')}</dt>
                <dd>{asking.reference}</dd>
              </>
            )}
            <dt className="font-semibold">{t('console.bookings.collect.leftTerm')}</dt>
            <dd>{rupees(Math.max(0, owedPaise - asking.amountPaise))}</dd>
          </dl>
          <p className="mt-2">{t('console.bookings.collect.final')}</p>
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
  const { t } = useTranslation();
  const { rupees } = useFormat();
  const send = useSendPaymentLink(bookingId);
  const [asking, setAsking] = useState(false);
  return (
    <div className="mt-4 border-t border-slate-200 pt-3">
      <p className="text-sm text-slate-700">{t('console.bookings.collect.notAtCounter')}</p>
      <button
        type="button"
        className="btn btn-outline mt-2"
        onClick={() => (send.reset(), setAsking(true))}
      >
        {t('console.bookings.collect.sendLink')}
      </button>
      {asking && (
        <ConfirmDialog
          title={t('console.bookings.collect.linkTitle', {
            amount: rupees(owedPaise),
            id: bookingId,
          })}
          confirmLabel={t('console.bookings.collect.linkConfirm')}
          pendingLabel={t('console.bookings.collect.sending')}
          tone="neutral"
          pending={send.isPending}
          error={send.error}
          onClose={() => setAsking(false)}
          onConfirm={() =>
            send.mutate(undefined, {
              onSuccess: (r) => {
                setAsking(false);
                onSent(t('console.bookings.collect.linkSent', { amount: rupees(r.owedPaise) }));
              },
            })
          }
        >
          <p>
            {t('console.bookings.collect.linkBefore')} <strong>{rupees(owedPaise)}</strong>{' '}
            {t('console.bookings.collect.linkAfter')}
          </p>
        </ConfirmDialog>
      )}
    </div>
  );
}
