import { useTranslation } from 'react-i18next';
import { LoginFields, useLoginForm } from '../../../components/login-fields';
import { useMessage } from '../../../lib/use-message';
import { useStaffLogin } from './console-session-api';

export function StaffLoginForm() {
  const { t } = useTranslation();
  const message = useMessage();
  const login = useStaffLogin();
  const form = useLoginForm();
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((body) => login.mutate(body))}
      className="mt-6 max-w-sm space-y-4"
    >
      <p className="text-slate-700">{t('console.shared.login.intro')}</p>
      <LoginFields
        form={form}
        emailLabel={t('console.shared.login.email')}
        emailAutoComplete="username"
      />
      {login.isError && (
        <p role="alert" className="text-sm text-red-700">
          {message(login.error.message)}
        </p>
      )}
      <button type="submit" className="btn btn-primary w-full" disabled={login.isPending}>
        {login.isPending ? t('console.shared.login.signingIn') : t('console.shared.login.signIn')}
      </button>
    </form>
  );
}
