import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { registerBodySchema } from '../../../../shared/auth';
import { PasswordField } from '../../../components/password-field';
import { PasswordRules } from '../../../components/password-rules';
import { PhoneField } from '../../../components/phone-field';
import { TextField } from '../../../components/text-field';
import { errorMessage } from '../../../lib/api-client';
import { register as registerAccount } from '../api/auth-api';
import { FormMessage } from './auth-card';
import { useMessage } from '../../../lib/use-message';
import { useTranslation } from 'react-i18next';

/** Registration form; on success the parent shows the "verify your Email" screen. */
export function RegisterForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const msg = useMessage();
  const [error, setError] = useState<string>();
  const { register, handleSubmit, formState, control } = useForm({
    resolver: zodResolver(registerBodySchema),
    defaultValues: {
      name: '',
      mobile: '',
      email: '',
      password: '',
      confirmPassword: '',
      acceptTerms: false as unknown as true,
    },
  });
  const passwordValue = useWatch({ control, name: 'password' });
  const errors = formState.errors;

  const onSubmit = handleSubmit(async (values) => {
    setError(undefined);
    try {
      await registerAccount(values);
      onDone();
    } catch (e) {
      setError(errorMessage(e));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <TextField
        label={t('auth.name')}
        autoComplete="name"
        error={errors.name?.message}
        {...register('name')}
      />
      <Controller
        control={control}
        name="mobile"
        render={({ field }) => (
          <PhoneField
            label={t('auth.mobile')}
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={errors.mobile?.message}
          />
        )}
      />
      <TextField
        label={t('auth.emailId')}
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...register('email', { setValueAs: (v: string) => v.trim().toLowerCase() })}
      />
      <div>
        <PasswordField
          label={t('auth.password')}
          autoComplete="new-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <PasswordRules password={passwordValue} />
      </div>
      <PasswordField
        label={t('auth.confirmPassword')}
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
      <div>
        <label className="flex items-start gap-2 text-sm text-slate-700">
          <input type="checkbox" className="mt-1 size-4" {...register('acceptTerms')} />
          <span>
            {t('auth.register.agreeStart')}{' '}
            <a
              href="/information/privacy"
              target="_blank"
              rel="noopener"
              className="font-semibold text-brand-800 underline"
            >
              {t('auth.register.privacy')}
            </a>{' '}
            {t('auth.register.and')}{' '}
            <a
              href="/information/termandconditions"
              target="_blank"
              rel="noopener"
              className="font-semibold text-brand-800 underline"
            >
              {t('auth.register.terms')}
            </a>
          </span>
        </label>
        {errors.acceptTerms && (
          <p className="mt-1 text-sm text-red-700">{msg(errors.acceptTerms.message ?? '')}</p>
        )}
      </div>
      {error && <FormMessage kind="error">{msg(error)}</FormMessage>}
      <button type="submit" className="btn btn-primary w-full" disabled={formState.isSubmitting}>
        {formState.isSubmitting ? t('auth.sending') : t('auth.register.submit')}
      </button>
    </form>
  );
}
