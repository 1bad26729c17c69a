import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ActionError } from '../../../components/action-error';
import { ConfirmButton } from '../shared/confirm-dialog';
import { ratePackageBodySchema, type RatePackage } from '../../../../shared/console-fleet';
import { useFormat } from '../../../lib/use-format';
import { useDeletePackage, useSavePackage } from './console-fleet-api';
import {
  FORM_FIELD,
  packageFormValues,
  toPackageBody,
  type PackageFormValues,
} from './car-form-values';
import { PackageFields } from './package-fields';

/** One rate package (or a new one when `pkg` is null): its rates, saved as typed. */
export function RatePackageEditor({
  carId,
  pkg,
  onDone,
}: {
  carId: number;
  pkg: RatePackage | null;
  onDone: (message: string) => void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const save = useSavePackage(carId);
  const remove = useDeletePackage(carId);
  const { register, handleSubmit, formState, setError, reset } = useForm<PackageFormValues>({
    defaultValues: packageFormValues(pkg),
  });
  const submit = handleSubmit((values) => {
    const parsed = ratePackageBodySchema.safeParse(toPackageBody(values));
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0]);
        setError((FORM_FIELD[field] ?? field) as keyof PackageFormValues, {
          message: issue.message,
        });
      }
      return;
    }
    save.mutate(
      { packageId: pkg?.id ?? null, body: parsed.data },
      {
        onSuccess: () => {
          if (!pkg) reset(packageFormValues(null));
          onDone(
            pkg
              ? t('console.fleet.package.saved', { name: parsed.data.type })
              : t('console.fleet.package.added', { name: parsed.data.type }),
          );
        },
      },
    );
  });
  const rate = pkg ? format.rupees(pkg.ratePerHourPaise) : '';
  const title = pkg
    ? t('console.fleet.package.title', { name: pkg.type, rate })
    : t('console.fleet.package.addTitle');

  return (
    <form noValidate onSubmit={submit} className="space-y-3 rounded-2xl bg-white p-4 shadow-sm">
      <fieldset className="space-y-3">
        <legend className="font-semibold text-slate-900">{title}</legend>
        <PackageFields reg={(name) => register(name)} errors={formState.errors} />
      </fieldset>
      <ActionError error={save.error} />
      <div className="flex flex-wrap gap-3">
        <button type="submit" className="btn btn-primary" disabled={save.isPending}>
          {save.isPending
            ? t('console.fleet.package.saving')
            : pkg
              ? t('console.fleet.package.save', { name: pkg.type })
              : t('console.fleet.package.add')}
        </button>
        {pkg && (
          <ConfirmButton
            label={t('console.fleet.package.delete', { name: pkg.type })}
            disabled={remove.isPending}
            title={t('console.fleet.package.deleteTitle', { name: pkg.type })}
            confirmLabel={t('console.fleet.package.delete', { name: pkg.type })}
            pendingLabel={t('console.fleet.package.deleting')}
            pending={remove.isPending}
            error={remove.error}
            onOpen={() => remove.reset()}
            onConfirm={(done) =>
              remove.mutate(pkg.id, {
                onSuccess: () => {
                  done();
                  onDone(t('console.fleet.package.deleted', { name: pkg.type }));
                },
              })
            }
          >
            {t('console.fleet.package.deleteBody', { name: pkg.type, rate })}
          </ConfirmButton>
        )}
      </div>
    </form>
  );
}
