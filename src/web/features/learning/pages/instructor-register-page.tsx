import { useState, type FormEvent, type TextareaHTMLAttributes } from 'react';
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
import type { InstructorProfile } from '../../../../shared/learning-authoring';

function AboutField({
  label,
  ...props
}: { label: string } & Pick<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  'lang' | 'value' | 'onChange'
>) {
  return (
    <label className="block text-sm font-semibold text-slate-800">
      {label}
      <textarea
        className="mt-1 w-full rounded-lg border border-slate-300 px-3 py-2"
        rows={4}
        maxLength={600}
        {...props}
      />
    </label>
  );
}

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
  const [edits, setEdits] = useState<Partial<InstructorProfile>>({});
  if (profile.isPending) return <PageLoader label={t('learning.instructor.loadingProfile')} />;
  const current = profile.data?.instructor;
  const value = (field: keyof InstructorProfile) => edits[field] ?? current?.[field] ?? '';
  const set = (field: keyof InstructorProfile) => (e: { target: { value: string } }) =>
    setEdits((was) => ({ ...was, [field]: e.target.value }));
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate(
      {
        displayName: value('displayName'),
        bio: value('bio'),
        displayNameHi: value('displayNameHi'),
        bioHi: value('bioHi'),
      },
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
        value={value('displayName')}
        onChange={set('displayName')}
      />
      <AboutField
        label={t('learning.instructor.about')}
        value={value('bio')}
        onChange={set('bio')}
      />
      <fieldset className="space-y-3 rounded-xl border border-slate-200 p-4">
        <legend className="px-1 text-sm font-semibold text-slate-800">
          {t('learning.instructor.hindiLegend')}
        </legend>
        <p className="text-sm text-slate-600">{t('learning.instructor.hindiHint')}</p>
        <TextField
          label={t('learning.instructor.nameHi')}
          lang="hi-IN"
          maxLength={100}
          value={value('displayNameHi')}
          onChange={set('displayNameHi')}
        />
        <AboutField
          label={t('learning.instructor.aboutHi')}
          lang="hi-IN"
          value={value('bioHi')}
          onChange={set('bioHi')}
        />
      </fieldset>
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
