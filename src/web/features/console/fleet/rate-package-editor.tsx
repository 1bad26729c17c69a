import { useForm } from 'react-hook-form';
import { ActionError } from '../../../components/action-error';
import { ConfirmButton } from '../shared/confirm-dialog';
import { ratePackageBodySchema, type RatePackage } from '../../../../shared/console-fleet';
import { formatRupees } from '../../../../shared/money';
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
          onDone(pkg ? `${parsed.data.type} is saved.` : `${parsed.data.type} is added.`);
        },
      },
    );
  });
  const title = pkg
    ? `${pkg.type}: ${formatRupees(pkg.ratePerHourPaise)}/hour`
    : 'Add a rate package';

  return (
    <form noValidate onSubmit={submit} className="space-y-3 rounded-2xl bg-white p-4 shadow-sm">
      <fieldset className="space-y-3">
        <legend className="font-semibold text-slate-900">{title}</legend>
        <PackageFields reg={(name) => register(name)} errors={formState.errors} />
      </fieldset>
      <ActionError error={save.error} />
      <div className="flex flex-wrap gap-3">
        <button type="submit" className="btn btn-primary" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : pkg ? `Save ${pkg.type}` : 'Add package'}
        </button>
        {pkg && (
          <ConfirmButton
            label={`Delete ${pkg.type}`}
            disabled={remove.isPending}
            title={`Delete the ${pkg.type} package?`}
            confirmLabel={`Delete ${pkg.type}`}
            pendingLabel="Deleting…"
            pending={remove.isPending}
            error={remove.error}
            onOpen={() => remove.reset()}
            onConfirm={(done) =>
              remove.mutate(pkg.id, {
                onSuccess: () => {
                  done();
                  onDone(`${pkg.type} is deleted.`);
                },
              })
            }
          >
            {pkg.type} at {formatRupees(pkg.ratePerHourPaise)}/hour is no longer offered for this
            car. Bookings already made keep their prices.
          </ConfirmButton>
        )}
      </div>
    </form>
  );
}
