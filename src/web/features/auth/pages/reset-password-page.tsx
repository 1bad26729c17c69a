import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate, useParams } from 'react-router';
import { resetPasswordBodySchema } from '../../../../shared/auth';
import { ErrorAlert } from '../../../components/error-alert';
import { NewPasswordFields } from '../../../components/new-password-fields';
import { PageLoader } from '../../../components/spinner';
import { errorMessage } from '../../../lib/api-client';
import { usePageTitle } from '../../../lib/use-page-title';
import { checkResetToken, resetPassword } from '../api/auth-api';
import { AuthCard, FormMessage } from '../components/auth-card';
import { useMessage } from '../../../lib/use-message';
import { useTranslation } from 'react-i18next';

/** /user/change-password/{token}: checks the link on open, then sets a new password. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const msg = useMessage();
  usePageTitle(t('auth.reset.title'));
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const [result, setResult] = useState<{ kind: 'error' | 'success'; text: string }>();
  const check = useQuery({
    queryKey: ['auth', 'reset-token', token],
    queryFn: ({ signal }) => checkResetToken(token, signal),
    retry: false,
    staleTime: Infinity,
  });
  const { register, handleSubmit, formState, control } = useForm({
    resolver: zodResolver(resetPasswordBodySchema),
    defaultValues: { token, newPassword: '', confirmPassword: '' },
  });
  const newPasswordValue = useWatch({ control, name: 'newPassword' });

  const onSubmit = handleSubmit(async (values) => {
    setResult(undefined);
    try {
      const { message } = await resetPassword(values);
      setResult({ kind: 'success', text: message });
      setTimeout(() => void navigate('/user/login', { replace: true }), 2000);
    } catch (e) {
      setResult({ kind: 'error', text: errorMessage(e) });
    }
  });

  if (check.isPending) return <PageLoader label={t('auth.reset.checking')} />;
  return (
    <AuthCard title={t('auth.reset.title')}>
      {check.isError || !check.data.valid ? (
        <ErrorAlert
          title={t('auth.reset.badLink')}
          message={check.isError ? errorMessage(check.error) : check.data.message}
        />
      ) : (
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          <NewPasswordFields
            password={newPasswordValue}
            newPassword={register('newPassword')}
            confirmPassword={register('confirmPassword')}
            errors={formState.errors}
            confirmLabel={t('auth.confirmNewPassword')}
          />
          {result && <FormMessage kind={result.kind}>{msg(result.text)}</FormMessage>}
          <button
            type="submit"
            className="btn btn-primary w-full"
            disabled={formState.isSubmitting}
          >
            {formState.isSubmitting ? t('auth.reset.saving') : t('auth.reset.submit')}
          </button>
        </form>
      )}
      <div className="mt-6 flex justify-between text-sm">
        <Link to="/user/login" className="font-semibold text-brand-800">
          {t('auth.backToLogin')}
        </Link>
        <Link to="/user/register" className="font-semibold text-brand-800">
          {t('auth.signUpHere')}
        </Link>
      </div>
    </AuthCard>
  );
}
