import { useState } from 'react';
import type { SessionResponse } from '../../../../shared/auth';
import { LoginFields, useLoginForm } from '../../../components/login-fields';
import { errorMessage } from '../../../lib/api-client';
import { login } from '../api/auth-api';
import { FormMessage } from './auth-card';
import { useMessage } from '../../../lib/use-message';
import { useTranslation } from 'react-i18next';

interface Props {
  onForgot: () => void;
  onLoggedIn: (session: SessionResponse) => void;
}

/** E-mail and password login; success goes to the remembered target or the cars list. */
export function PasswordLoginForm({ onForgot, onLoggedIn }: Props) {
  const { t } = useTranslation();
  const msg = useMessage();
  const [error, setError] = useState<string>();
  const form = useLoginForm();
  const { handleSubmit, formState } = form;

  const onSubmit = handleSubmit(async (values) => {
    setError(undefined);
    try {
      onLoggedIn(await login(values));
    } catch (e) {
      setError(errorMessage(e));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <LoginFields form={form} emailLabel={t('auth.emailId')} emailAutoComplete="email" />
      {error && <FormMessage kind="error">{msg(error)}</FormMessage>}
      <button type="submit" className="btn btn-primary w-full" disabled={formState.isSubmitting}>
        {formState.isSubmitting ? t('auth.login.submitting') : t('auth.login.submit')}
      </button>
      <button type="button" onClick={onForgot} className="text-sm font-semibold text-brand-800">
        {t('auth.login.forgot')}
      </button>
    </form>
  );
}
