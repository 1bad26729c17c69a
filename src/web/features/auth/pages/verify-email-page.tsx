import { useQuery } from '@tanstack/react-query';
import { Link, useParams, useSearchParams } from 'react-router';
import { SIGN_UP_CONTINUATIONS } from '../../../../shared/auth';
import { rememberRedirect } from '../../../lib/redirect-after-login';
import { ErrorAlert } from '../../../components/error-alert';
import { PageLoader } from '../../../components/spinner';
import { errorMessage } from '../../../lib/api-client';
import { usePageTitle } from '../../../lib/use-page-title';
import { verifyEmail } from '../api/auth-api';
import { AuthCard } from '../components/auth-card';
import { useTranslation } from 'react-i18next';

/** /user/register/{regToken}: opening the mailed link verifies the address (once). */
export function VerifyEmailPage() {
  const { t } = useTranslation();
  usePageTitle(t('auth.verify.pageTitle'));
  const { regToken = '' } = useParams();
  const [params] = useSearchParams();
  // A new instructor goes on to finish the instructor sign-up after logging in (issue 21).
  const next = params.get('next') === 'instructor' ? SIGN_UP_CONTINUATIONS.instructor : null;
  // A query (not an effect) so a double mount still sends one request per token.
  const result = useQuery({
    queryKey: ['auth', 'verify-email', regToken],
    queryFn: () => verifyEmail(regToken),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
    refetchOnWindowFocus: false,
  });

  if (result.isPending) return <PageLoader label={t('auth.verify.verifying')} />;
  if (result.isError) {
    return (
      <AuthCard title={t('auth.verify.title')}>
        <ErrorAlert title={t('auth.verify.failed')} message={errorMessage(result.error)} />
        <Link to="/user/login" className="btn btn-outline mt-6">
          {t('auth.backToLogin')}
        </Link>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t('auth.verify.title')}>
      <p className="text-lg font-semibold text-slate-900">{t('auth.verify.created')}</p>
      <p className="mt-2 text-slate-700">{t('auth.verify.canLogin')}</p>
      <Link
        to="/user/login"
        className="btn btn-primary mt-6"
        onClick={() => next && rememberRedirect(next)}
      >
        {t('auth.verify.loginNow')}
      </Link>
    </AuthCard>
  );
}
