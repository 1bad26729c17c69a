import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FUEL_TYPES, TRANSMISSIONS } from '../../../../shared/car-labels';
import {
  carBodySchema,
  ratePackageBodySchema,
  type ConsoleCar,
  type RatePackageBody,
} from '../../../../shared/console-fleet';
import { TextField } from '../../../components/text-field';
import { useMessage } from '../../../lib/use-message';
import { useConsoleBranches } from '../shared/console-team-api';
import { useFleetOptions } from './console-fleet-api';
import {
  carFormValues,
  FORM_FIELD,
  packageFormValues,
  toCarBody,
  toPackageBody,
  type CarFormValues,
  type PackageFormValues,
} from './car-form-values';
import { CarLinksFields } from './car-links-fields';
import { PackageFields } from './package-fields';
import { SelectField } from '../shared/select-field';
import { FormSave } from '../shared/form-save';

type Values = CarFormValues & { pkg: PackageFormValues };
export type CarFormResult = ReturnType<typeof carBodySchema.parse> & {
  firstPackage?: RatePackageBody;
};

/** Add (with the first rate package) or change a car; checked with the shared schema. */
export function CarForm({
  car,
  defaultBranchId,
  pending,
  error,
  submitLabel,
  onSubmit,
}: {
  car: ConsoleCar | null;
  defaultBranchId: number | null;
  pending: boolean;
  error: string | null;
  submitLabel: string;
  onSubmit: (body: CarFormResult) => void;
}) {
  const { t } = useTranslation();
  const message = useMessage();
  // A select shows its error as given: the shared rules' English, in the page's language.
  const says = (text: string | undefined) => (text ? message(text) : undefined);
  const branches = useConsoleBranches();
  const options = useFleetOptions();
  const { register, handleSubmit, formState, setError, control, setValue, getValues } =
    useForm<Values>({
      defaultValues: { ...carFormValues(car, defaultBranchId), pkg: packageFormValues(null) },
    });
  const branchList = branches.data?.branches;
  // The options arrive after the select is registered: put the form's value back on it, and a
  // branch member's only branch is the answer (it must not look chosen while the value is empty).
  useEffect(() => {
    if (!branchList) return;
    const current = getValues('branchId');
    const [onlyBranch] = branchList;
    const only = branchList.length === 1 && onlyBranch ? String(onlyBranch.id) : '';
    setValue('branchId', current || only);
  }, [branchList, getValues, setValue]);
  const categoryId = Number(useWatch({ control, name: 'categoryId' }));
  const subcategories = options.data?.categories.find((c) => c.id === categoryId)?.subcategories;
  const e = formState.errors;

  const submit = handleSubmit((values) => {
    const parsed = carBodySchema.safeParse(toCarBody(values));
    const pkg = car ? null : ratePackageBodySchema.safeParse(toPackageBody(values.pkg));
    let ok = parsed.success;
    for (const issue of parsed.error?.issues ?? []) {
      const field = String(issue.path[0]);
      setError((FORM_FIELD[field] ?? field) as keyof Values, { message: issue.message });
    }
    if (pkg && !pkg.success) {
      ok = false;
      for (const issue of pkg.error.issues) {
        const field = String(issue.path[0]);
        setError(`pkg.${FORM_FIELD[field] ?? field}` as keyof Values, { message: issue.message });
      }
    }
    if (!ok || !parsed.data) return;
    onSubmit(pkg?.data ? { ...parsed.data, firstPackage: pkg.data } : parsed.data);
  });

  return (
    <form noValidate onSubmit={submit} className="space-y-6">
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={t('console.fleet.form.branch')}
          error={says(e.branchId?.message)}
          {...register('branchId')}
        >
          {branchList?.length !== 1 && (
            <option value="">{t('console.fleet.form.chooseBranch')}</option>
          )}
          {branchList?.map((b) => (
            <option key={b.id} value={b.id}>
              {b.name}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t('console.fleet.form.registration')}
          error={e.carNumber?.message}
          {...register('carNumber')}
        />
        <SelectField
          label={t('console.fleet.form.category')}
          error={says(e.categoryId?.message)}
          {...register('categoryId')}
        >
          <option value="">{t('console.fleet.form.chooseCategory')}</option>
          {options.data?.categories
            .filter((c) => c.isActive || c.id === car?.categoryId)
            .map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
        </SelectField>
        <SelectField
          label={t('console.fleet.form.subcategory')}
          error={says(e.subcategoryId?.message)}
          {...register('subcategoryId')}
        >
          <option value="">{t('console.fleet.form.noSubcategory')}</option>
          {subcategories
            ?.filter((s) => s.isActive || s.id === car?.subcategoryId)
            .map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
        </SelectField>
        <TextField
          label={t('console.fleet.form.brand')}
          error={e.brandName?.message}
          {...register('brandName')}
        />
        <TextField
          label={t('console.fleet.form.model')}
          error={e.modelName?.message}
          {...register('modelName')}
        />
        <TextField
          label={t('console.fleet.form.title')}
          error={e.title?.message}
          {...register('title')}
        />
        <TextField
          label={t('console.fleet.form.seats')}
          inputMode="numeric"
          error={e.seats?.message}
          {...register('seats')}
        />
        <SelectField label={t('console.fleet.form.fuel')} {...register('fuelType')}>
          {FUEL_TYPES.map((f) => (
            <option key={f} value={f}>
              {t(`cars.fuel.${f}`)}
            </option>
          ))}
        </SelectField>
        <SelectField label={t('console.fleet.form.transmission')} {...register('transmission')}>
          {TRANSMISSIONS.map((gear) => (
            <option key={gear} value={gear}>
              {t(`cars.transmission.${gear}`)}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t('console.fleet.form.deposit')}
          inputMode="decimal"
          error={e.securityDeposit?.message}
          {...register('securityDeposit')}
        />
        <TextField
          label={t('console.fleet.form.outstationDeposit')}
          inputMode="decimal"
          error={e.outstationSecurityDeposit?.message}
          {...register('outstationSecurityDeposit')}
        />
      </div>
      <TextField
        label={t('console.fleet.form.description')}
        error={e.shortDescription?.message}
        {...register('shortDescription')}
      />
      <CarLinksFields options={options.data} register={register} />
      {!car && (
        <fieldset className="space-y-3">
          <legend className="text-lg font-semibold text-slate-900">
            {t('console.fleet.form.firstPackage')}
          </legend>
          <PackageFields reg={(name) => register(`pkg.${name}`)} errors={e.pkg} />
        </fieldset>
      )}
      <FormSave error={error} pending={pending} label={submitLabel} />
    </form>
  );
}
