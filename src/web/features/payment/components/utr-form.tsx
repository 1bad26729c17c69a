import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { manualPaymentBodySchema } from '../../../../shared/payments';
import { TextField } from '../../../components/text-field';
import { useSubmitUtr } from '../api/payment-api';

/** The customer's transfer reference; staff confirm or reject it against the bank statement. */
export function UtrForm({ bookingId }: { bookingId: number }) {
  const submit = useSubmitUtr(bookingId);
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(manualPaymentBodySchema),
    defaultValues: { utr: '' },
  });
  const onSubmit = handleSubmit(({ utr }) => submit.mutate(utr));

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-3">
      <TextField
        label="UTR / transaction reference"
        inputMode="numeric"
        autoComplete="off"
        maxLength={14}
        hint="The 12-digit reference your UPI app or bank shows after paying."
        error={formState.errors.utr?.message}
        {...register('utr')}
      />
      {submit.isError && (
        <p role="alert" className="text-sm text-red-700">
          {submit.error.message}
        </p>
      )}
      <button type="submit" className="btn btn-primary w-full" disabled={submit.isPending}>
        {submit.isPending ? 'Submitting…' : 'Submit payment reference'}
      </button>
    </form>
  );
}
