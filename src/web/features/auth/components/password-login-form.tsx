import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { loginBodySchema, type SessionResponse } from '../../../../shared/auth';
import { PasswordField } from '../../../components/password-field';
import { TextField } from '../../../components/text-field';
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
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(loginBodySchema),
    defaultValues: { email: '', password: '' },
  });

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
      <TextField
        label="Email ID"
        type="email"
        autoComplete="email"
        error={formState.errors.email?.message}
        {...register('email')}
      />
      <PasswordField
        label="Password"
        autoComplete="current-password"
        error={formState.errors.password?.message}
        {...register('password')}
      />
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
