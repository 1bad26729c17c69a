import { forwardRef, useId, useState, type InputHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessage } from '../lib/use-message';

interface PasswordFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: string;
  error?: string;
}

/** A labelled password input with a Show/Hide button and an error line. */
export const PasswordField = forwardRef<HTMLInputElement, PasswordFieldProps>(
  function PasswordField({ label, error, id, ...props }, ref) {
    const autoId = useId();
    const inputId = id ?? autoId;
    const { t } = useTranslation();
    const translate = useMessage();
    const [visible, setVisible] = useState(false);
    return (
      <div>
        <label htmlFor={inputId} className="mb-1 block text-sm font-semibold text-slate-800">
          {label}
        </label>
        <div className="relative">
          <input
            ref={ref}
            id={inputId}
            type={visible ? 'text' : 'password'}
            className="field pr-16"
            aria-invalid={Boolean(error)}
            aria-describedby={error ? `${inputId}-error` : undefined}
            {...props}
          />
          <button
            type="button"
            onClick={() => setVisible((v) => !v)}
            aria-label={t(visible ? 'common.password.hideNamed' : 'common.password.showNamed', {
              label,
            })}
            aria-pressed={visible}
            className="absolute inset-y-0 right-0 px-3 text-xs font-semibold text-brand-800"
          >
            {visible ? t('common.password.hide') : t('common.password.show')}
          </button>
        </div>
        {error && (
          <p id={`${inputId}-error`} className="mt-1 text-sm text-red-700">
            {translate(error)}
          </p>
        )}
      </div>
    );
  },
);
