import { useMessage } from '../../../lib/use-message';
import { forwardRef, useId, type ReactNode, type SelectHTMLAttributes } from 'react';

interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  error?: string;
  children: ReactNode;
}

/** A labelled select with its error line tied to it. */
export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField(
  { label, error, id, children, ...props },
  ref,
) {
  const message = useMessage();
  const autoId = useId();
  const selectId = id ?? autoId;
  return (
    <div>
      <label htmlFor={selectId} className="mb-1 block text-sm font-semibold text-slate-800">
        {label}
      </label>
      <select
        ref={ref}
        id={selectId}
        className="field"
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${selectId}-error` : undefined}
        {...props}
      >
        {children}
      </select>
      {error && (
        <p id={`${selectId}-error`} className="mt-1 text-sm text-red-700">
          {message(error)}
        </p>
      )}
    </div>
  );
});
