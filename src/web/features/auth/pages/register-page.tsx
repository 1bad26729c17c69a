import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { PageLoader } from '../../../components/spinner';
import { useSession } from '../../../lib/session';
import { usePageTitle } from '../../../lib/use-page-title';
import { AuthCard } from '../components/auth-card';
import { RegisterForm } from '../components/register-form';

export function RegisterPage() {
  usePageTitle('Register');
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
      <AuthCard title="Check your e-mail">
        <p className="text-lg font-semibold text-slate-900">
          You're almost there! Please verify your Email.
        </p>
        <p className="mt-2 text-slate-700">
          To Confirm your email address, Please click the link in the email we sent you.
        </p>
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Register">
      <RegisterForm onDone={() => setSent(true)} />
      <p className="mt-6 text-sm text-slate-600">
        Already have an account?{' '}
        <Link to="/user/login" className="font-semibold text-brand-800">
          Login
        </Link>
      </p>
    </AuthCard>
  );
}
