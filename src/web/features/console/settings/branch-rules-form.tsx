import { useForm } from 'react-hook-form';
import {
  branchRulesBodySchema,
  type BranchRulesBody,
  type BranchRulesView,
} from '../../../../shared/branch-rules';
import { TextField } from '../../../components/text-field';
import { FormSave } from '../shared/form-save';

/** What the inputs hold: text, rupees for money ('' for "use the standard"). */
interface RulesFormValues {
  lateGraceMinutes: string;
  lateRateRupees: string;
  fuelRupees: string;
  minDriverAge: string;
  turnaroundMinutes: string;
}

const rupees = (paise: number | null) => (paise === null ? '' : String(paise / 100));
const toPaise = (text: string) => (text.trim() === '' ? null : Math.round(Number(text) * 100));
const toNumber = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));
const FIELD_OF: Record<keyof BranchRulesBody, keyof RulesFormValues> = {
  lateGraceMinutes: 'lateGraceMinutes',
  lateRatePerHourPaise: 'lateRateRupees',
  fuelChargePerEighthPaise: 'fuelRupees',
  minDriverAge: 'minDriverAge',
  turnaroundMinutes: 'turnaroundMinutes',
};

/**
 * One branch's late, fuel, driver-age and turnaround rules (managers and admins; decision 0029).
 * The late rate and fuel price may be left empty: the package's extend rate and the standard
 * fuel price apply.
 */
export function BranchRulesForm({
  rules,
  pending,
  error,
  onSave,
}: {
  rules: BranchRulesView;
  pending: boolean;
  error: string | null;
  onSave: (body: BranchRulesBody) => void;
}) {
  const { register, handleSubmit, formState, setError } = useForm<RulesFormValues>({
    values: {
      lateGraceMinutes: String(rules.lateGraceMinutes),
      lateRateRupees: rupees(rules.lateRatePerHourPaise),
      fuelRupees: rupees(rules.fuelChargePerEighthPaise),
      minDriverAge: String(rules.minDriverAge),
      turnaroundMinutes: String(rules.turnaroundMinutes),
    },
  });
  const submit = handleSubmit((v) => {
    const parsed = branchRulesBodySchema.safeParse({
      lateGraceMinutes: toNumber(v.lateGraceMinutes),
      lateRatePerHourPaise: toPaise(v.lateRateRupees),
      fuelChargePerEighthPaise: toPaise(v.fuelRupees),
      minDriverAge: toNumber(v.minDriverAge),
      turnaroundMinutes: toNumber(v.turnaroundMinutes),
    });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = FIELD_OF[issue.path[0] as keyof BranchRulesBody];
        setError(field, { message: issue.message });
      }
      return;
    }
    onSave(parsed.data);
  });
  const e = formState.errors;
  const name = rules.branchName;
  const headingId = `rules-${rules.branchId}`;
  return (
    <form
      noValidate
      aria-labelledby={headingId}
      onSubmit={submit}
      className="space-y-3 rounded-2xl bg-white p-4 shadow-sm"
    >
      <h3 id={headingId} className="font-bold text-slate-900">
        {name} rules
      </h3>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label={`${name} grace period (minutes)`}
          inputMode="numeric"
          hint="Minutes after the agreed drop that are not charged."
          error={e.lateGraceMinutes?.message}
          {...register('lateGraceMinutes')}
        />
        <TextField
          label={`${name} late rate per hour (₹)`}
          inputMode="decimal"
          hint="Empty: the package's extend rate."
          error={e.lateRateRupees?.message}
          {...register('lateRateRupees')}
        />
        <TextField
          label={`${name} fuel price per eighth of a tank (₹)`}
          inputMode="decimal"
          hint="Empty: the standard fuel price."
          error={e.fuelRupees?.message}
          {...register('fuelRupees')}
        />
        <TextField
          label={`${name} minimum driver age (years)`}
          inputMode="numeric"
          error={e.minDriverAge?.message}
          {...register('minDriverAge')}
        />
        <TextField
          label={`${name} turnaround between rentals (minutes)`}
          inputMode="numeric"
          hint="A car stays free this long after each return."
          error={e.turnaroundMinutes?.message}
          {...register('turnaroundMinutes')}
        />
      </div>
      <p className="text-sm text-slate-600">
        Late minutes beyond the grace period are charged in whole hours, rounded up. A car already
        handed over keeps the rules it left with.
      </p>
      <FormSave error={error} pending={pending} label={`Save ${name} rules`} />
    </form>
  );
}
