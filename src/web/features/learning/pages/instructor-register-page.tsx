import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { PageLoader } from '../../../components/spinner';
import { TextField } from '../../../components/text-field';
import { errorMessage } from '../../../lib/api-client';
import { rememberRedirect } from '../../../lib/redirect-after-login';
import { useSession } from '../../../lib/session';
import { usePageTitle } from '../../../lib/use-page-title';
import { useInstructorProfile, useSaveInstructorProfile } from '../api/instructor-api';

/**
 * /instructor-register: a driving instructor needs a verified account (the usual sign-up),
 * then the public name and a few words about their teaching.
 */
export function InstructorRegisterPage() {
  usePageTitle('Instructor Registration');
  const { loggedIn, isPending } = useSession();
  return (
    <div className="mx-auto max-w-lg px-4 py-12">
      <h1 className="text-3xl font-extrabold tracking-tight text-slate-900">Teach with us</h1>
      <p className="mt-2 text-slate-700">
        Driving instructors write courses and mock tests for learners in Chhattisgarh. We review
        every course before it goes Live.
      </p>
      {isPending ? (
        <PageLoader label="Checking your login…" />
      ) : loggedIn ? (
        <ProfileForm />
      ) : (
        <div className="mt-6 space-y-3 rounded-2xl border border-slate-200 bg-white p-6">
          <p className="text-slate-800">
            First create your account and verify your e-mail, then come back here to finish.
          </p>
          <Link
            to="/user/register"
            onClick={() => rememberRedirect('/instructor-register')}
            className="btn btn-primary w-full"
          >
            Create your account
          </Link>
          <Link to="/instructor-login" className="btn w-full">
            I already have an account: Instructor Login
          </Link>
        </div>
      )}
    </div>
  );
}

function ProfileForm() {
  const profile = useInstructorProfile();
  const save = useSaveInstructorProfile();
  const navigate = useNavigate();
  const [displayName, setDisplayName] = useState<string>();
  const [bio, setBio] = useState<string>();
  if (profile.isPending) return <PageLoader label="Loading your profile…" />;
  const current = profile.data?.instructor;
  const name = displayName ?? current?.displayName ?? '';
  const about = bio ?? current?.bio ?? '';
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate(
      { displayName: name, bio: about },
      { onSuccess: () => void navigate('/instructor/courses') },
    );
  };
  return (
    <form
      onSubmit={onSubmit}
      className="mt-6 space-y-4 rounded-2xl border border-slate-200 bg-white p-6"
    >
      <TextField
        label="Name shown to learners"
        hint="For example: Meena Verma, RTO-certified instructor (Raipur)"
        required
        value={name}
        onChange={(e) => setDisplayName(e.target.value)}
      />
      <label className="block text-sm font-semibold text-slate-800">
        About your teaching
        <textarea
          className="mt-1 w-full rounded-lg border border-slate-300 px-3 py-2"
          rows={4}
          maxLength={600}
          value={about}
          onChange={(e) => setBio(e.target.value)}
        />
      </label>
      {save.isError && (
        <p role="alert" className="text-sm text-red-700">
          {errorMessage(save.error)}
        </p>
      )}
      <button type="submit" className="btn btn-primary w-full" disabled={save.isPending}>
        {save.isPending ? 'Processing Request...' : current ? 'Save' : 'Register as Instructor'}
      </button>
    </form>
  );
}
