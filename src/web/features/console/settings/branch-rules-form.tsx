import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
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
  depositHoldDays: string;
  tollFeeRupees: string;
  challanFeeRupees: string;
  damageFeeRupees: string;
  chargeNoticeDays: string;
  chargeDisputeDays: string;
}

const rupees = (paise: number | null) => (paise === null ? '' : String(paise / 100));
const toPaise = (text: string) => (text.trim() === '' ? null : Math.round(Number(text) * 100));
const toNumber = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));
/** A handling fee: empty is no fee. */
const feePaise = (text: string) => toPaise(text) ?? 0;
const FIELD_OF: Record<keyof BranchRulesBody, keyof RulesFormValues> = {
  lateGraceMinutes: 'lateGraceMinutes',
  lateRatePerHourPaise: 'lateRateRupees',
  fuelChargePerEighthPaise: 'fuelRupees',
  minDriverAge: 'minDriverAge',
  turnaroundMinutes: 'turnaroundMinutes',
  depositHoldDays: 'depositHoldDays',
  tollFeePaise: 'tollFeeRupees',
  challanFeePaise: 'challanFeeRupees',
  damageFeePaise: 'damageFeeRupees',
  chargeNoticeDays: 'chargeNoticeDays',
  chargeDisputeDays: 'chargeDisputeDays',
};

/**
 * One branch's late, fuel, driver-age, turnaround and deposit hold rules, and its handling fees,
 * notice period and dispute window for charges after the trip (managers and admins; decision
 * 0029, issue 36).
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
  const { t } = useTranslation();
  const { register, handleSubmit, formState, setError } = useForm<RulesFormValues>({
    values: {
      lateGraceMinutes: String(rules.lateGraceMinutes),
      lateRateRupees: rupees(rules.lateRatePerHourPaise),
      fuelRupees: rupees(rules.fuelChargePerEighthPaise),
      minDriverAge: String(rules.minDriverAge),
      turnaroundMinutes: String(rules.turnaroundMinutes),
      depositHoldDays: String(rules.depositHoldDays),
      tollFeeRupees: rupees(rules.tollFeePaise),
      challanFeeRupees: rupees(rules.challanFeePaise),
      damageFeeRupees: rupees(rules.damageFeePaise),
      chargeNoticeDays: String(rules.chargeNoticeDays),
      chargeDisputeDays: String(rules.chargeDisputeDays),
    },
  });
  const submit = handleSubmit((v) => {
    const parsed = branchRulesBodySchema.safeParse({
      lateGraceMinutes: toNumber(v.lateGraceMinutes),
      lateRatePerHourPaise: toPaise(v.lateRateRupees),
      fuelChargePerEighthPaise: toPaise(v.fuelRupees),
      minDriverAge: toNumber(v.minDriverAge),
      turnaroundMinutes: toNumber(v.turnaroundMinutes),
      depositHoldDays: toNumber(v.depositHoldDays),
      tollFeePaise: feePaise(v.tollFeeRupees),
      challanFeePaise: feePaise(v.challanFeeRupees),
      damageFeePaise: feePaise(v.damageFeeRupees),
      chargeNoticeDays: toNumber(v.chargeNoticeDays),
      chargeDisputeDays: toNumber(v.chargeDisputeDays),
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
        {t('console.settings.rules.heading', { branch: name })}
      </h3>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label={t('console.settings.rules.grace', { branch: name })}
          inputMode="numeric"
          hint={t('console.settings.rules.graceHint')}
          error={e.lateGraceMinutes?.message}
          {...register('lateGraceMinutes')}
        />
        <TextField
          label={t('console.settings.rules.lateRate', { branch: name })}
          inputMode="decimal"
          hint={t('console.settings.rules.lateRateHint')}
          error={e.lateRateRupees?.message}
          {...register('lateRateRupees')}
        />
        <TextField
          label={t('console.settings.rules.fuel', { branch: name })}
          inputMode="decimal"
          hint={t('console.settings.rules.fuelHint')}
          error={e.fuelRupees?.message}
          {...register('fuelRupees')}
        />
        <TextField
          label={t('console.settings.rules.driverAge', { branch: name })}
          inputMode="numeric"
          error={e.minDriverAge?.message}
          {...register('minDriverAge')}
        />
        <TextField
          label={t('console.settings.rules.turnaround', { branch: name })}
          inputMode="numeric"
          hint={t('console.settings.rules.turnaroundHint')}
          error={e.turnaroundMinutes?.message}
          {...register('turnaroundMinutes')}
        />
        <TextField
          label={t('console.settings.rules.depositHold', { branch: name })}
          inputMode="numeric"
          hint={t('console.settings.rules.depositHoldHint')}
          error={e.depositHoldDays?.message}
          {...register('depositHoldDays')}
        />
      </div>
      <fieldset className="space-y-2">
        <legend className="font-semibold text-slate-900">
          {t('console.settings.rules.afterTrip', { branch: name })}
        </legend>
        <p className="text-sm text-slate-600">{t('console.settings.rules.feeHint')}</p>
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField
            label={t('console.settings.rules.tollFee', { branch: name })}
            inputMode="decimal"
            error={e.tollFeeRupees?.message}
            {...register('tollFeeRupees')}
          />
          <TextField
            label={t('console.settings.rules.challanFee', { branch: name })}
            inputMode="decimal"
            error={e.challanFeeRupees?.message}
            {...register('challanFeeRupees')}
          />
          <TextField
            label={t('console.settings.rules.damageFee', { branch: name })}
            inputMode="decimal"
            error={e.damageFeeRupees?.message}
            {...register('damageFeeRupees')}
          />
          <TextField
            label={t('console.settings.rules.chargeNotice', { branch: name })}
            inputMode="numeric"
            hint={t('console.settings.rules.chargeNoticeHint')}
            error={e.chargeNoticeDays?.message}
            {...register('chargeNoticeDays')}
          />
          <TextField
            label={t('console.settings.rules.chargeDispute', { branch: name })}
            inputMode="numeric"
            hint={t('console.settings.rules.chargeDisputeHint')}
            error={e.chargeDisputeDays?.message}
            {...register('chargeDisputeDays')}
          />
        </div>
      </fieldset>
      <p className="text-sm text-slate-600">{t('console.settings.rules.note')}</p>
      <FormSave
        error={error}
        pending={pending}
        label={t('console.settings.rules.save', { branch: name })}
      />
    </form>
  );
}
