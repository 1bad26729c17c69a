import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { PageLoader } from '../../../components/spinner';
import { useSession } from '../../../lib/session';
import { usePageTitle } from '../../../lib/use-page-title';
import { AuthCard } from '../components/auth-card';
import { RegisterForm } from '../components/register-form';
import { useTranslation } from 'react-i18next';

export function RegisterPage() {
  const { t } = useTranslation();
  usePageTitle(t('auth.register.title'));
  const { loggedIn, isPending } = useSession();
  const navigate = useNavigate();
  const [sent, setSent] = useState(false);

  useEffect(() => {
    // Logged-in users are sent back one page (home when there is none).
    if (loggedIn)
      void (window.history.length > 1 ? navigate(-1) : navigate('/', { replace: true }));
  }, [loggedIn, navigate]);

  if (isPending || loggedIn) return <PageLoader />;
  if (sent) {
    return (
      <AuthCard title={t('auth.register.checkTitle')}>
        <p className="text-lg font-semibold text-slate-900">{t('auth.register.almost')}</p>
        <p className="mt-2 text-slate-700">{t('auth.register.clickLink')}</p>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t('auth.register.title')}>
      <RegisterForm onDone={() => setSent(true)} />
      <p className="mt-6 text-sm text-slate-600">
        {t('auth.register.haveAccount')}{' '}
        <Link to="/user/login" className="font-semibold text-brand-800">
          {t('auth.register.login')}
        </Link>
      </p>
    </AuthCard>
  );
}
