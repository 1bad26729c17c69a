import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { PasswordField } from './password-field';
import { PasswordRules } from './password-rules';
import { useTranslation } from 'react-i18next';

interface NewPasswordFieldsProps {
  /** The new password as typed, so the rules tick as it changes. */
  password: string;
  newPassword: UseFormRegisterReturn;
  confirmPassword: UseFormRegisterReturn;
  errors: { newPassword?: FieldError; confirmPassword?: FieldError };
  confirmLabel: string;
}

/** "New Password" with its rules, then the confirming field. */
export function NewPasswordFields({
  password,
  newPassword,
  confirmPassword,
  errors,
  confirmLabel,
}: NewPasswordFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <div>
        <PasswordField
          label={t('common.password.newLabel')}
          autoComplete="new-password"
          error={errors.newPassword?.message}
          {...newPassword}
        />
        <PasswordRules password={password} />
      </div>
      <PasswordField
        label={confirmLabel}
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...confirmPassword}
      />
    </>
  );
}
