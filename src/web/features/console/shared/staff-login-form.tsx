import { LoginFields, useLoginForm } from '../../../components/login-fields';
import { useStaffLogin } from './console-session-api';

export function StaffLoginForm() {
  const login = useStaffLogin();
  const form = useLoginForm();
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((body) => login.mutate(body))}
      className="mt-6 max-w-sm space-y-4"
    >
      <p className="text-slate-700">Staff only. Please sign in with your staff account.</p>
      <LoginFields form={form} emailLabel="Staff e-mail" emailAutoComplete="username" />
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
