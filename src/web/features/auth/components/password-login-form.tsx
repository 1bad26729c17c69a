import { useState } from 'react';
import type { SessionResponse } from '../../../../shared/auth';
import { LoginFields, useLoginForm } from '../../../components/login-fields';
import { errorMessage } from '../../../lib/api-client';
import { login } from '../api/auth-api';
import { FormMessage } from './auth-card';

interface Props {
  onForgot: () => void;
  onLoggedIn: (session: SessionResponse) => void;
}

/** E-mail and password login; success goes to the remembered target or the cars list. */
export function PasswordLoginForm({ onForgot, onLoggedIn }: Props) {
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
      <LoginFields form={form} emailLabel="Email ID" emailAutoComplete="email" />
      {error && <FormMessage kind="error">{error}</FormMessage>}
      <button type="submit" className="btn btn-primary w-full" disabled={formState.isSubmitting}>
        {formState.isSubmitting ? 'Logging in…' : 'Login'}
      </button>
      <button type="button" onClick={onForgot} className="text-sm font-semibold text-brand-800">
        Forgot Password?
      </button>
    </form>
  );
}
