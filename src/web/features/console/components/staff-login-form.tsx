import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { loginBodySchema } from '../../../../shared/auth';
import { PasswordField } from '../../../components/password-field';
import { TextField } from '../../../components/text-field';
import { useStaffLogin } from '../api/console-session-api';

export function StaffLoginForm() {
  const login = useStaffLogin();
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(loginBodySchema),
    defaultValues: { email: '', password: '' },
  });
  return (
    <form
      noValidate
      onSubmit={handleSubmit((body) => login.mutate(body))}
      className="mt-6 max-w-sm space-y-4"
    >
      <p className="text-slate-700">Staff only. Please sign in with your staff account.</p>
      <TextField
        label="Staff e-mail"
        type="email"
        autoComplete="username"
        error={formState.errors.email?.message}
        {...register('email')}
      />
      <PasswordField
        label="Password"
        autoComplete="current-password"
        error={formState.errors.password?.message}
        {...register('password')}
      />
      {login.isError && (
        <p role="alert" className="text-sm text-red-700">
          {login.error.message}
        </p>
      )}
      <button type="submit" className="btn btn-primary w-full" disabled={login.isPending}>
        {login.isPending ? 'Signing in…' : 'Sign in'}
      </button>
    </form>
  );
}
