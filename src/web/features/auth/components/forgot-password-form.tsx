import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { forgotPasswordBodySchema } from '../../../../shared/auth';
import { TextField } from '../../../components/text-field';
import { errorMessage } from '../../../lib/api-client';
import { forgotPassword } from '../api/auth-api';
import { FormMessage } from './auth-card';
import { useMessage } from '../../../lib/use-message';
import { useTranslation } from 'react-i18next';

/** Asks for a reset link; the answer is the same whether or not the address has an account. */
export function ForgotPasswordForm({ onBack }: { onBack: () => void }) {
  const { t } = useTranslation();
  const msg = useMessage();
  const [result, setResult] = useState<{ kind: 'error' | 'success'; text: string }>();
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(forgotPasswordBodySchema),
    defaultValues: { email: '' },
  });

  const onSubmit = handleSubmit(async ({ email }) => {
    setResult(undefined);
    try {
      const { message } = await forgotPassword(email);
      setResult({ kind: 'success', text: message });
    } catch (e) {
      setResult({ kind: 'error', text: errorMessage(e) });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <TextField
        label={t('auth.emailId')}
        type="email"
        autoComplete="email"
        error={formState.errors.email?.message}
        {...register('email')}
      />
      {result && <FormMessage kind={result.kind}>{msg(result.text)}</FormMessage>}
      <button type="submit" className="btn btn-primary w-full" disabled={formState.isSubmitting}>
        {formState.isSubmitting ? t('auth.sending') : t('auth.forgot.submit')}
      </button>
      <button type="button" onClick={onBack} className="text-sm font-semibold text-brand-800">
        {t('auth.backToLogin')}
      </button>
    </form>
  );
}
