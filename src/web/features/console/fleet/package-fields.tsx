import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation();
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <TextField
        label={t('console.fleet.packageFields.name')}
        error={errors?.type?.message}
        {...reg('type')}
      />
      <TextField
        label={t('console.fleet.packageFields.rate')}
        inputMode="decimal"
        error={errors?.ratePerHour?.message}
        {...reg('ratePerHour')}
      />
      <TextField
        label={t('console.fleet.packageFields.actualRate')}
        inputMode="decimal"
        hint={t('console.fleet.packageFields.actualRateHint')}
        error={errors?.actualRatePerHour?.message}
        {...reg('actualRatePerHour')}
      />
      <TextField
        label={t('console.fleet.packageFields.km')}
        inputMode="numeric"
        error={errors?.kmPerHour?.message}
        {...reg('kmPerHour')}
      />
      <TextField
        label={t('console.fleet.packageFields.extraKm')}
        inputMode="decimal"
        error={errors?.extraKmRate?.message}
        {...reg('extraKmRate')}
      />
      <TextField
        label={t('console.fleet.packageFields.extendRate')}
        inputMode="decimal"
        error={errors?.extendRatePerHour?.message}
        {...reg('extendRatePerHour')}
      />
    </div>
  );
}
