import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { manualPaymentBodySchema } from '../../../../shared/payments';
import { TextField } from '../../../components/text-field';
import { useSubmitUtr } from '../api/payment-api';
import { useMessage } from '../../../lib/use-message';
import { useTranslation } from 'react-i18next';

/** The customer's transfer reference; staff confirm or reject it against the bank statement. */
export function UtrForm({ bookingId }: { bookingId: number }) {
  const { t } = useTranslation();
  const msg = useMessage();
  const submit = useSubmitUtr(bookingId);
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(manualPaymentBodySchema),
    defaultValues: { utr: '' },
  });
  const onSubmit = handleSubmit(({ utr }) => submit.mutate(utr));

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-3">
      <TextField
        label={t('payment.utr.label')}
        inputMode="numeric"
        autoComplete="off"
        maxLength={14}
        hint={t('payment.utr.hint')}
        error={formState.errors.utr?.message}
        {...register('utr')}
      />
      {submit.isError && (
        <p role="alert" className="text-sm text-red-700">
          {msg(submit.error.message)}
        </p>
      )}
      <button type="submit" className="btn btn-primary w-full" disabled={submit.isPending}>
        {submit.isPending ? t('payment.utr.submitting') : t('payment.utr.submit')}
      </button>
    </form>
  );
}
