import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { loginBodySchema } from '../../shared/auth';
import { PasswordField } from './password-field';
import { TextField } from './text-field';
import { useTranslation } from 'react-i18next';

type LoginBody = z.infer<typeof loginBodySchema>;

/** The e-mail and password form of the customer and the staff sign-in. */
export const useLoginForm = () =>
  useForm({ resolver: zodResolver(loginBodySchema), defaultValues: { email: '', password: '' } });

interface Props {
  form: UseFormReturn<LoginBody>;
  emailLabel: string;
  /** 'username' lets a password manager keep staff and customer logins apart. */
  emailAutoComplete: 'email' | 'username';
}

/** The labelled e-mail and password inputs with their error lines. */
export function LoginFields({ form, emailLabel, emailAutoComplete }: Props) {
  const { t } = useTranslation();
  const { register, formState } = form;
  return (
    <>
      <TextField
        label={emailLabel}
        type="email"
        autoComplete={emailAutoComplete}
        error={formState.errors.email?.message}
        {...register('email')}
      />
      <PasswordField
        label={t('common.password.label')}
        autoComplete="current-password"
        error={formState.errors.password?.message}
        {...register('password')}
      />
    </>
  );
}
