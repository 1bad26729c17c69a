import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import type { SessionResponse } from '../../../../shared/auth';
import { NEXT_PARAM, nextPathOf } from '../../../../shared/page-requests';
import { PageLoader } from '../../../components/spinner';
import { rememberRedirect, takeRedirect } from '../../../lib/redirect-after-login';
import { useSession, useSetSession } from '../../../lib/session';
import { usePageTitle } from '../../../lib/use-page-title';
import { fetchAuthOptions } from '../api/auth-api';
import { AuthCard } from '../components/auth-card';
import { ForgotPasswordForm } from '../components/forgot-password-form';
import { OtpLoginForm } from '../components/otp-login-form';
import { PasswordLoginForm } from '../components/password-login-form';
import { useTranslation } from 'react-i18next';

type Mode = 'password' | 'forgot' | 'otp';

const TITLES = {
  password: 'auth.login.title',
  forgot: 'auth.login.forgotTitle',
  otp: 'auth.login.otpTitle',
} as const satisfies Record<Mode, string>;

export function LoginPage() {
  const { t } = useTranslation();
  usePageTitle(t('auth.login.title'));
  const { loggedIn, isPending } = useSession();
  const setSession = useSetSession();
  const [mode, setMode] = useState<Mode>('password');
  const [target, setTarget] = useState<string>();
  // `?next=` names the page that sent the visitor here (the server's redirect from a
  // customer-only page): remembered for this tab, as the app's own guard remembers it, so that
  // every way of signing in (sign-up included) returns there; the address is then tidied.
  const { search } = useLocation();
  const navigate = useNavigate();
  const next = nextPathOf(search);
  useEffect(() => {
    if (!next) return;
    rememberRedirect(next);
    const rest = new URLSearchParams(search);
    rest.delete(NEXT_PARAM);
    const query = rest.toString();
    void navigate({ search: query ? `?${query}` : '' }, { replace: true });
  }, [next, search, navigate]);
  const options = useQuery({
    queryKey: ['auth', 'options'],
    queryFn: ({ signal }) => fetchAuthOptions(signal),
    staleTime: Infinity,
  });

  const onLoggedIn = (session: SessionResponse) => {
    setTarget(takeRedirect('/cars'));
    setSession(session);
  };

  if (loggedIn) return <Navigate to={target ?? next ?? '/user/dashboard'} replace />;
  if (isPending) return <PageLoader />;

  return (
    <AuthCard title={t(TITLES[mode])}>
      {mode === 'forgot' && <ForgotPasswordForm onBack={() => setMode('password')} />}
      {mode === 'otp' && (
        <OtpLoginForm onBack={() => setMode('password')} onLoggedIn={onLoggedIn} />
      )}
      {mode === 'password' && (
        <>
          <PasswordLoginForm onForgot={() => setMode('forgot')} onLoggedIn={onLoggedIn} />
          {options.data?.otpLogin && (
            <button
              type="button"
              onClick={() => setMode('otp')}
              className="btn btn-outline mt-4 w-full"
            >
              {t('auth.login.withOtp')}
            </button>
          )}
        </>
      )}
      <p className="mt-6 text-sm text-slate-600">
        {t('auth.login.newHere')}{' '}
        <Link to="/user/register" className="font-semibold text-brand-800">
          {t('auth.signUpHere')}
        </Link>
      </p>
    </AuthCard>
  );
}
