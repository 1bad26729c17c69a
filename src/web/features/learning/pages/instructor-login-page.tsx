import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { PasswordField } from '../../../components/password-field';
import { PageLoader } from '../../../components/spinner';
import { TextField } from '../../../components/text-field';
import { errorMessage } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { usePageTitle } from '../../../lib/use-page-title';
import { useInstructorLogin, useInstructorProfile } from '../api/instructor-api';

/** /instructor-login: instructors sign in, then go to My Courses (or to instructor sign-up). */
export function InstructorLoginPage() {
  usePageTitle('Instructor Login');
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
    return <PageLoader label="Checking your login…" />;
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    login.mutate({ email: email.trim().toLowerCase(), password });
  };
  return (
    <div className="mx-auto max-w-md px-4 py-12">
      <h1 className="text-3xl font-extrabold tracking-tight text-slate-900">Instructor Login</h1>
      <form
        onSubmit={onSubmit}
        className="mt-6 space-y-4 rounded-2xl border border-slate-200 bg-white p-6"
      >
        <TextField
          label="E-mail"
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <PasswordField
          label="Password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        {login.isError && (
          <p role="alert" className="text-sm text-red-700">
            {errorMessage(login.error)}
          </p>
        )}
        <button type="submit" className="btn btn-primary w-full" disabled={login.isPending}>
          {login.isPending ? 'Processing Request...' : 'Login'}
        </button>
      </form>
      <p className="mt-4 text-center text-sm text-slate-700">
        New instructor?{' '}
        <Link to="/instructor-register" className="font-semibold underline">
          Register as an instructor
        </Link>
      </p>
    </div>
  );
}
