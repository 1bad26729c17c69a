import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  carComplianceBodySchema,
  type CarCompliance,
  type CarComplianceBody,
} from '../../../../shared/fleet-compliance';
import { TextField } from '../../../components/text-field';
import { FormSave } from '../shared/form-save';
import { CarPaperStates } from './car-paper-states';

type Values = Record<keyof CarComplianceBody, string>;

/** The fields in their order; each is labelled by `console.fleet.compliance.fields.<name>`. */
const DATE_FIELDS = [
  'registrationExpiresOn',
  'insuranceExpiresOn',
  'pucExpiresOn',
  'permitExpiresOn',
  'lastServiceOn',
  'serviceDueOn',
] as const;
const KM_FIELDS = ['serviceDueKm', 'odometerKm'] as const;

const text = (v: string | number | null) => (v === null ? '' : String(v));
const orNull = (v: string) => (v.trim() === '' ? null : v.trim());
const kmOrNull = (v: string) => (v.trim() === '' ? null : Number(v));

/**
 * A car's papers and service schedule (decision 0029): a car whose paper lapses or whose
 * service falls due cannot be booked or handed over for a rental ending after that.
 */
export function CarComplianceForm({
  compliance,
  pending,
  error,
  onSave,
}: {
  compliance: CarCompliance;
  pending: boolean;
  error: string | null;
  onSave: (body: CarComplianceBody) => void;
}) {
  const { t } = useTranslation();
  const { register, handleSubmit, formState, setError } = useForm<Values>({
    values: {
      registrationExpiresOn: text(compliance.registrationExpiresOn),
      insuranceExpiresOn: text(compliance.insuranceExpiresOn),
      pucExpiresOn: text(compliance.pucExpiresOn),
      permitExpiresOn: text(compliance.permitExpiresOn),
      lastServiceOn: text(compliance.lastServiceOn),
      serviceDueOn: text(compliance.serviceDueOn),
      serviceDueKm: text(compliance.serviceDueKm),
      odometerKm: text(compliance.odometerKm),
    },
  });
  const submit = handleSubmit((v) => {
    const parsed = carComplianceBodySchema.safeParse({
      registrationExpiresOn: orNull(v.registrationExpiresOn),
      insuranceExpiresOn: orNull(v.insuranceExpiresOn),
      pucExpiresOn: orNull(v.pucExpiresOn),
      permitExpiresOn: orNull(v.permitExpiresOn),
      lastServiceOn: orNull(v.lastServiceOn),
      serviceDueOn: orNull(v.serviceDueOn),
      serviceDueKm: kmOrNull(v.serviceDueKm),
      odometerKm: kmOrNull(v.odometerKm),
    });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        setError(issue.path[0] as keyof Values, { message: issue.message });
      }
      return;
    }
    onSave(parsed.data);
  });
  const e = formState.errors;
  return (
    <form noValidate onSubmit={submit} className="space-y-3 rounded-2xl bg-white p-4 shadow-sm">
      <CarPaperStates compliance={compliance} />
      <div className="grid gap-3 sm:grid-cols-2">
        {DATE_FIELDS.map((name) => (
          <TextField
            key={name}
            label={t(`console.fleet.compliance.fields.${name}`)}
            type="date"
            error={e[name]?.message}
            {...register(name)}
          />
        ))}
        {KM_FIELDS.map((name) => (
          <TextField
            key={name}
            label={t(`console.fleet.compliance.fields.${name}`)}
            inputMode="numeric"
            error={e[name]?.message}
            {...register(name)}
          />
        ))}
      </div>
      <p className="text-sm text-slate-600">{t('console.fleet.compliance.reminders')}</p>
      <FormSave error={error} pending={pending} label={t('console.fleet.compliance.save')} />
    </form>
  );
}
