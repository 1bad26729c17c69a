import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  refundDestinationBodySchema,
  type RefundAwaitingDestination,
  type RefundDestination,
  type RefundDestinationBody,
} from '../../../../shared/refund-destination';
import { ErrorAlert } from '../../../components/error-alert';
import { Spinner } from '../../../components/spinner';
import { TextField } from '../../../components/text-field';
import { apiGet, apiRequest, errorMessage } from '../../../lib/api-client';
import { useFormat } from '../../../lib/use-format';
import { Notice, SectionCard } from './section-card';

const REFUNDS_KEY = ['account', 'refunds'] as const;

export const useMyRefunds = () =>
  useQuery({
    queryKey: REFUNDS_KEY,
    staleTime: 0,
    queryFn: ({ signal }) =>
      apiGet<{ refunds: RefundAwaitingDestination[] }>('/api/account/refunds', { signal }),
  });

/**
 * Refunds we send by transfer (a UPI / bank transfer booking, the deposit left after a trip, or
 * one the gateway could not return): the customer says where each goes. Nothing shows when
 * no refund waits.
 */
export function MyRefundDestinations() {
  const { t } = useTranslation();
  const refunds = useMyRefunds();
  if (refunds.isPending) return <Spinner label={t('account.refundDestination.loading')} />;
  if (refunds.isError)
    return (
      <ErrorAlert message={errorMessage(refunds.error)} onRetry={() => void refunds.refetch()} />
    );
  if (refunds.data.refunds.length === 0) return null;
  return (
    <SectionCard title={t('account.refundDestination.title')}>
      <p className="text-sm text-slate-700">{t('account.refundDestination.intro')}</p>
      <ul className="mt-4 space-y-4">
        {refunds.data.refunds.map((r) => (
          <RefundItem key={r.paymentId} refund={r} />
        ))}
      </ul>
    </SectionCard>
  );
}

function DestinationText({ destination: d }: { destination: RefundDestination }) {
  const { t } = useTranslation();
  if (d.kind === 'upi') return <>{t('account.refundDestination.toUpi', { upiId: d.upiId })}</>;
  if (d.kind === 'bank')
    return (
      <>
        {t('account.refundDestination.toBank', {
          last4: d.accountNumber.slice(-4),
          ifsc: d.ifsc,
        })}
      </>
    );
  return <>{t('account.refundDestination.needed')}</>;
}

interface Values {
  kind: 'upi' | 'bank';
  upiId: string;
  accountName: string;
  accountNumber: string;
  ifsc: string;
}

function RefundItem({ refund: r }: { refund: RefundAwaitingDestination }) {
  const { t } = useTranslation();
  const format = useFormat();
  const queryClient = useQueryClient();
  const headingId = useId();
  const [saved, setSaved] = useState(false);
  const save = useMutation({
    mutationFn: (body: RefundDestinationBody) =>
      apiRequest(`/api/account/refunds/${r.paymentId}/destination`, { method: 'PUT', body }),
    onSuccess: async () => {
      setSaved(true);
      await queryClient.invalidateQueries({ queryKey: REFUNDS_KEY });
    },
  });
  const { register, handleSubmit, control, setError, formState } = useForm<Values>({
    defaultValues: { kind: 'upi', upiId: '', accountName: '', accountNumber: '', ifsc: '' },
  });
  const kind = useWatch({ control, name: 'kind' });
  const errors = formState.errors;
  return (
    <li aria-labelledby={headingId} className="rounded-xl border border-slate-200 p-4">
      <h2 id={headingId} className="font-semibold text-slate-900">
        {t(`account.refundDestination.reason.${r.reason}`, {
          reference: r.reference,
          amount: format.rupees(r.amountPaise),
        })}
      </h2>
      <p className="mt-1 text-sm text-slate-800">
        <DestinationText destination={r.destination} />
      </p>
      <form
        noValidate
        className="mt-3 space-y-3"
        onSubmit={handleSubmit((v) => {
          setSaved(false);
          const parsed = refundDestinationBodySchema.safeParse(v);
          if (!parsed.success) {
            for (const issue of parsed.error.issues) {
              const field = issue.path[0] as keyof Values | undefined;
              if (field) setError(field, { message: issue.message });
            }
            return;
          }
          save.mutate(parsed.data);
        })}
      >
        <fieldset>
          <legend className="text-sm font-semibold text-slate-800">
            {t('account.refundDestination.sendTo')}
          </legend>
          <div className="mt-1 flex gap-4">
            {(['upi', 'bank'] as const).map((k) => (
              <label key={k} className="flex items-center gap-2 text-sm text-slate-800">
                <input type="radio" value={k} className="size-5" {...register('kind')} />
                {t(`account.refundDestination.kind.${k}`)}
              </label>
            ))}
          </div>
        </fieldset>
        {kind === 'upi' ? (
          <TextField
            label={t('account.refundDestination.upiId')}
            autoComplete="off"
            error={errors.upiId?.message}
            {...register('upiId')}
          />
        ) : (
          <>
            <TextField
              label={t('account.refundDestination.accountName')}
              autoComplete="name"
              error={errors.accountName?.message}
              {...register('accountName')}
            />
            <TextField
              label={t('account.refundDestination.accountNumber')}
              inputMode="numeric"
              autoComplete="off"
              error={errors.accountNumber?.message}
              {...register('accountNumber')}
            />
            <TextField
              label={t('account.refundDestination.ifsc')}
              autoComplete="off"
              error={errors.ifsc?.message}
              {...register('ifsc')}
            />
          </>
        )}
        {save.isError && <Notice kind="error">{errorMessage(save.error)}</Notice>}
        {saved && <Notice kind="success">{t('account.refundDestination.saved')}</Notice>}
        <button type="submit" className="btn btn-primary" disabled={save.isPending}>
          {save.isPending
            ? t('account.refundDestination.saving')
            : t('account.refundDestination.save')}
        </button>
      </form>
    </li>
  );
}
