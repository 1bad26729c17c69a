import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router';
import { GENDERS, profileUpdateSchema, type Profile } from '../../../../shared/account';
import { ErrorAlert } from '../../../components/error-alert';
import { PhoneField } from '../../../components/phone-field';
import { PageLoader } from '../../../components/spinner';
import { TextField } from '../../../components/text-field';
import { errorMessage } from '../../../lib/api-client';
import { SESSION_QUERY_KEY } from '../../../lib/session';
import { PROFILE_KEY, saveProfile, useProfile } from '../api/account-api';
import { useDuplicateCheck } from '../lib/use-duplicate-check';
import { PhotoField } from './photo-field';
import { Notice, SectionCard } from './section-card';
import { useMessage } from '../../../lib/use-message';
import { useTranslation } from 'react-i18next';

const BACK_AFTER_MS = 2786;

function ProfileForm({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const msg = useMessage();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [notice, setNotice] = useState<{ kind: 'error' | 'success'; text: string }>();
  const { register, handleSubmit, formState, control } = useForm({
    resolver: zodResolver(profileUpdateSchema),
    defaultValues: {
      name: profile.name,
      email: profile.email,
      mobile: profile.mobile ?? '',
      gender: profile.gender,
      address: profile.address ?? '',
    },
  });
  const errors = formState.errors;
  const email = useWatch({ control, name: 'email' }).trim().toLowerCase();
  const mobile = useWatch({ control, name: 'mobile' });
  const emailDup = useDuplicateCheck('email', email, {
    skip: email === profile.email || !email.includes('@'),
  });
  const mobileDup = useDuplicateCheck('mobile', mobile, {
    skip: mobile === profile.mobile || mobile.length < 8,
  });
  const blocked = Boolean(emailDup.message || mobileDup.message);

  useEffect(() => {
    if (notice?.kind !== 'success') return;
    const timer = setTimeout(() => void navigate('/user/page/profilesetting'), BACK_AFTER_MS);
    return () => clearTimeout(timer);
  }, [notice, navigate]);

  const onSubmit = handleSubmit(async (values) => {
    if (blocked) return;
    setNotice(undefined);
    try {
      const result = await saveProfile(values);
      queryClient.setQueryData(PROFILE_KEY, result.profile);
      void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
      setNotice({ kind: 'success', text: result.message });
    } catch (e) {
      setNotice({ kind: 'error', text: errorMessage(e) });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid max-w-xl gap-4">
      <PhotoField photoUrl={profile.photoUrl} />
      <TextField
        label={t('account.profile.name')}
        autoComplete="name"
        error={errors.name?.message}
        {...register('name')}
      />
      <TextField
        label={t('account.profile.email')}
        type="email"
        autoComplete="email"
        error={errors.email?.message ?? emailDup.message}
        hint={email !== profile.email ? t('account.profile.newEmailHint') : undefined}
        {...register('email')}
      />
      <fieldset>
        <legend className="mb-1 text-sm font-semibold text-slate-800">
          {t('account.profile.gender')}
        </legend>
        <div className="flex gap-6">
          {GENDERS.map((g) => (
            <label key={g} className="flex items-center gap-2 text-sm">
              <input type="radio" value={g} {...register('gender')} />
              {t(`account.profile.genders.${g}`)}
            </label>
          ))}
        </div>
        {errors.gender && (
          <p className="mt-1 text-sm text-red-700">{msg(errors.gender.message ?? '')}</p>
        )}
      </fieldset>
      <Controller
        control={control}
        name="mobile"
        render={({ field }) => (
          <PhoneField
            label={t('account.profile.mobile')}
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={errors.mobile?.message ?? mobileDup.message}
          />
        )}
      />
      <div>
        <label
          htmlFor="profile-address"
          className="mb-1 block text-sm font-semibold text-slate-800"
        >
          {t('account.profile.address')}
        </label>
        <textarea id="profile-address" rows={3} className="field" {...register('address')} />
        {errors.address && (
          <p className="mt-1 text-sm text-red-700">{msg(errors.address.message ?? '')}</p>
        )}
      </div>
      {notice && <Notice kind={notice.kind}>{notice.text}</Notice>}
      <div>
        <button
          type="submit"
          className="btn btn-primary"
          disabled={formState.isSubmitting || blocked || emailDup.checking || mobileDup.checking}
        >
          {formState.isSubmitting ? t('account.profile.saving') : t('account.profile.save')}
        </button>
      </div>
    </form>
  );
}

export function ProfileEdit() {
  const { t } = useTranslation();
  const profile = useProfile();
  return (
    <SectionCard title={t('account.profile.details')}>
      {profile.isPending ? (
        <PageLoader />
      ) : profile.isError ? (
        <ErrorAlert message={errorMessage(profile.error)} />
      ) : (
        <ProfileForm profile={profile.data} />
      )}
    </SectionCard>
  );
}
