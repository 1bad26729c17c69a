import type { FieldErrors, UseFormRegisterReturn } from 'react-hook-form';
import { TextField } from '../../../components/text-field';
import type { PackageFormValues } from './car-form-values';

/** The six inputs of a rate package (rupees as typed); `reg` registers one in the parent form. */
export function PackageFields({
  reg,
  errors,
}: {
  reg: (name: keyof PackageFormValues) => UseFormRegisterReturn;
  errors: FieldErrors<PackageFormValues> | undefined;
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <TextField label="Package name" error={errors?.type?.message} {...reg('type')} />
      <TextField
        label="Rate per hour (₹)"
        inputMode="decimal"
        error={errors?.ratePerHour?.message}
        {...reg('ratePerHour')}
      />
      <TextField
        label="Actual rate per hour (₹)"
        inputMode="decimal"
        hint="Shown struck through when higher"
        error={errors?.actualRatePerHour?.message}
        {...reg('actualRatePerHour')}
      />
      <TextField
        label="Km included per hour"
        inputMode="numeric"
        error={errors?.kmPerHour?.message}
        {...reg('kmPerHour')}
      />
      <TextField
        label="Extra km rate (₹)"
        inputMode="decimal"
        error={errors?.extraKmRate?.message}
        {...reg('extraKmRate')}
      />
      <TextField
        label="Extend rate per hour (₹)"
        inputMode="decimal"
        error={errors?.extendRatePerHour?.message}
        {...reg('extendRatePerHour')}
      />
    </div>
  );
}
