import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { changePasswordSchema } from '../../../../shared/account';
import { NewPasswordFields } from '../../../components/new-password-fields';
import { PasswordField } from '../../../components/password-field';
import { errorMessage } from '../../../lib/api-client';
import { changePassword } from '../api/account-api';
import { Notice, SectionCard } from './section-card';
import { useTranslation } from 'react-i18next';

const EMPTY = { password: '', newPassword: '', confirmPassword: '' };

export function ChangePassword() {
  const { t } = useTranslation();
  const [notice, setNotice] = useState<{ kind: 'error' | 'success'; text: string }>();
  const { register, handleSubmit, formState, reset, control } = useForm({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: EMPTY,
  });
  const newPasswordValue = useWatch({ control, name: 'newPassword' });

  useEffect(() => {
    if (notice?.kind !== 'success') return;
    const timer = setTimeout(() => setNotice(undefined), 2500);
    return () => clearTimeout(timer);
  }, [notice]);

  const onSubmit = handleSubmit(async (values) => {
    setNotice(undefined);
    try {
      const { message } = await changePassword(values);
      reset(EMPTY);
      setNotice({ kind: 'success', text: message });
    } catch (e) {
      setNotice({ kind: 'error', text: errorMessage(e) });
    }
  });

  return (
    <SectionCard title={t('account.password.title')}>
      <form onSubmit={onSubmit} noValidate className="max-w-md space-y-4">
        <PasswordField
          label={t('account.password.current')}
          autoComplete="current-password"
          error={formState.errors.password?.message}
          {...register('password')}
        />
        <NewPasswordFields
          password={newPasswordValue}
          newPassword={register('newPassword')}
          confirmPassword={register('confirmPassword')}
          errors={formState.errors}
          confirmLabel={t('account.password.confirm')}
        />
        {notice && <Notice kind={notice.kind}>{notice.text}</Notice>}
        <button type="submit" className="btn btn-primary" disabled={formState.isSubmitting}>
          {formState.isSubmitting ? t('account.profile.saving') : t('account.password.submit')}
        </button>
      </form>
    </SectionCard>
  );
}
