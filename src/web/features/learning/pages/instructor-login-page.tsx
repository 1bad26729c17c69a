import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { PasswordField } from '../../../components/password-field';
import { PageLoader } from '../../../components/spinner';
import { TextField } from '../../../components/text-field';
import { errorMessage } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { usePageTitle } from '../../../lib/use-page-title';
import { useInstructorLogin, useInstructorProfile } from '../api/instructor-api';
import { useTranslation } from 'react-i18next';
import { useMessage } from '../../../lib/use-message';

/** /instructor-login: instructors sign in, then go to My Courses (or to instructor sign-up). */
export function InstructorLoginPage() {
  const { t } = useTranslation();
  const message = useMessage();
  usePageTitle(t('learning.instructorLogin.title'));
  const { loggedIn, isPending } = useSession();
  const profile = useInstructorProfile(loggedIn);
  const login = useInstructorLogin();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');

  useEffect(() => {
    if (!loggedIn || !profile.data) return;
    void navigate(profile.data.instructor ? '/instructor/courses' : '/instructor-register', {
      replace: true,
    });
  }, [loggedIn, profile.data, navigate]);

  if (isPending || (loggedIn && profile.isPending))
    return <PageLoader label={t('common.checkingLogin')} />;
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    login.mutate({ email: email.trim().toLowerCase(), password });
  };
  return (
    <div className="mx-auto max-w-md px-4 py-12">
      <h1 className="text-3xl font-extrabold tracking-tight text-slate-900">
        {t('learning.instructorLogin.title')}
      </h1>
      <form
        onSubmit={onSubmit}
        className="mt-6 space-y-4 rounded-2xl border border-slate-200 bg-white p-6"
      >
        <TextField
          label={t('learning.instructorLogin.email')}
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <PasswordField
          label={t('learning.instructorLogin.password')}
          autoComplete="current-password"
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        {login.isError && (
          <p role="alert" className="text-sm text-red-700">
            {message(errorMessage(login.error))}
          </p>
        )}
        <button type="submit" className="btn btn-primary w-full" disabled={login.isPending}>
          {login.isPending ? t('learning.processing') : t('learning.instructorLogin.login')}
        </button>
      </form>
      <p className="mt-4 text-center text-sm text-slate-700">
        {t('learning.instructorLogin.newInstructor')}{' '}
        <Link to="/instructor-register" className="font-semibold underline">
          {t('learning.instructorLogin.register')}
        </Link>
      </p>
    </div>
  );
}
