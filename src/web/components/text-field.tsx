import { useMessage } from '../lib/use-message';
import { forwardRef, useId, type InputHTMLAttributes } from 'react';

interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string;
  hint?: string;
}

/** A labelled input with its error line tied to it. */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, error, hint, id, ...props },
  ref,
) {
  const autoId = useId();
  const translate = useMessage();
  const inputId = id ?? autoId;
  return (
    <div>
      <label htmlFor={inputId} className="mb-1 block text-sm font-semibold text-slate-800">
        {label}
      </label>
      <input
        ref={ref}
        id={inputId}
        className="field"
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${inputId}-error` : undefined}
        {...props}
      />
      {hint && !error && <p className="mt-1 text-sm text-slate-500">{hint}</p>}
      {error && (
        <p id={`${inputId}-error`} className="mt-1 text-sm text-red-700">
          {translate(error)}
        </p>
      )}
    </div>
  );
});
