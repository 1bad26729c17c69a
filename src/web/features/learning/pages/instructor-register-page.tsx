import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { PageLoader } from '../../../components/spinner';
import { TextField } from '../../../components/text-field';
import { errorMessage } from '../../../lib/api-client';
import { rememberRedirect } from '../../../lib/redirect-after-login';
import { useSession } from '../../../lib/session';
import { usePageTitle } from '../../../lib/use-page-title';
import { useInstructorProfile, useSaveInstructorProfile } from '../api/instructor-api';
import { useTranslation } from 'react-i18next';
import { useMessage } from '../../../lib/use-message';

/**
 * /instructor-register: a driving instructor needs a verified account (the usual sign-up),
 * then the public name and a few words about their teaching.
 */
export function InstructorRegisterPage() {
  const { t } = useTranslation();
  usePageTitle(t('learning.instructor.registerTitle'));
  const { loggedIn, isPending } = useSession();
  return (
    <div className="mx-auto max-w-lg px-4 py-12">
      <h1 className="text-3xl font-extrabold tracking-tight text-slate-900">
        {t('learning.instructor.teach')}
      </h1>
      <p className="mt-2 text-slate-700">{t('learning.instructor.teachText')}</p>
      {isPending ? (
        <PageLoader label={t('common.checkingLogin')} />
      ) : loggedIn ? (
        <ProfileForm />
      ) : (
        <div className="mt-6 space-y-3 rounded-2xl border border-slate-200 bg-white p-6">
          <p className="text-slate-800">{t('learning.instructor.firstAccount')}</p>
          <Link
            to="/user/register"
            onClick={() => rememberRedirect('/instructor-register')}
            className="btn btn-primary w-full"
          >
            {t('learning.instructor.createAccount')}
          </Link>
          <Link to="/instructor-login" className="btn w-full">
            {t('learning.instructor.haveAccount')}
          </Link>
        </div>
      )}
    </div>
  );
}

function ProfileForm() {
  const { t } = useTranslation();
  const message = useMessage();
  const profile = useInstructorProfile();
  const save = useSaveInstructorProfile();
  const navigate = useNavigate();
  const [displayName, setDisplayName] = useState<string>();
  const [bio, setBio] = useState<string>();
  if (profile.isPending) return <PageLoader label={t('learning.instructor.loadingProfile')} />;
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
        label={t('learning.instructor.name')}
        hint={t('learning.instructor.nameHint')}
        required
        value={name}
        onChange={(e) => setDisplayName(e.target.value)}
      />
      <label className="block text-sm font-semibold text-slate-800">
        {t('learning.instructor.about')}
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
          {message(errorMessage(save.error))}
        </p>
      )}
      <button type="submit" className="btn btn-primary w-full" disabled={save.isPending}>
        {save.isPending
          ? t('learning.processing')
          : current
            ? t('learning.instructor.save')
            : t('learning.instructor.register')}
      </button>
    </form>
  );
}
