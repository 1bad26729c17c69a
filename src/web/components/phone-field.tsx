import { useMessage } from '../lib/use-message';
import { useId } from 'react';
import PhoneInput, { type Value } from 'react-phone-number-input';
import 'react-phone-number-input/style.css';

/** Emoji flags: the library's default loads flag images from another site, which the CSP blocks. */
function EmojiFlag({ country }: { country: string }) {
  const code = [...country.toUpperCase()].map((c) => 0x1f1e6 + c.charCodeAt(0) - 65);
  return <span aria-hidden="true">{String.fromCodePoint(...code)}</span>;
}

interface PhoneFieldProps {
  label: string;
  value: string | undefined;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string;
  name?: string;
}

/** International mobile input (default country India); the value is E.164, e.g. +919876543210. */
export function PhoneField({ label, value, onChange, onBlur, error, name }: PhoneFieldProps) {
  const translate = useMessage();
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-semibold text-slate-800">
        {label}
      </label>
      <PhoneInput
        id={id}
        name={name}
        international
        defaultCountry="IN"
        flagComponent={EmojiFlag}
        countryCallingCodeEditable={false}
        value={(value || undefined) as Value | undefined}
        onChange={(v) => onChange(v ?? '')}
        onBlur={onBlur}
        className="field flex min-w-0 gap-2 [&_input]:min-w-0 [&_input]:flex-1 [&_input]:outline-none"
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {translate(error)}
        </p>
      )}
    </div>
  );
}
