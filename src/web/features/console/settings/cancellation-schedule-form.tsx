import { useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  cancellationScheduleBodySchema,
  type CancellationRuleRow,
  type CancellationScheduleBody,
} from '../../../../shared/console-settings';
import { TextField } from '../../../components/text-field';
import { useMessage } from '../../../lib/use-message';

interface BandValues {
  from: string;
  upTo: string;
  deduction: string;
}

const toRule = (b: BandValues): CancellationRuleRow => ({
  minHoursBeforeStart: Number(b.from.trim() === '' ? Number.NaN : b.from),
  maxHoursBeforeStart: b.upTo.trim() === '' ? null : Number(b.upTo),
  deductionPercent: Number(b.deduction.trim() === '' ? Number.NaN : b.deduction),
});

const toBand = (r: CancellationRuleRow): BandValues => ({
  from: String(r.minHoursBeforeStart),
  upTo: r.maxHoursBeforeStart === null ? '' : String(r.maxHoursBeforeStart),
  deduction: String(r.deductionPercent),
});

/**
 * The refund schedule: bands of hours before pickup, each with the share of the rent kept.
 * Checked here as on the server (no gap, no overlap, 0–100 %), so the message shows at once.
 */
export function CancellationScheduleForm({
  rules,
  editable,
  pending,
  error,
  onSave,
}: {
  rules: CancellationRuleRow[];
  editable: boolean;
  pending: boolean;
  error: string | null;
  onSave: (body: CancellationScheduleBody) => void;
}) {
  const { t } = useTranslation();
  const message = useMessage();
  const { control, register, handleSubmit, setError, formState } = useForm<{
    bands: BandValues[];
  }>({ values: { bands: rules.map(toBand) } });
  const { fields, append, remove } = useFieldArray({ control, name: 'bands' });
  const submit = handleSubmit(({ bands }) => {
    const parsed = cancellationScheduleBodySchema.safeParse({ rules: bands.map(toRule) });
    if (!parsed.success) {
      setError('root', { message: parsed.error.issues[0]?.message });
      return;
    }
    onSave(parsed.data);
  });
  const problem = formState.errors.root?.message ?? error;
  return (
    <form noValidate onSubmit={submit} className="space-y-3 rounded-2xl bg-white p-4 shadow-sm">
      <p className="text-sm text-slate-600">{t('console.settings.schedule.intro')}</p>
      <fieldset disabled={!editable || pending} className="space-y-3">
        {fields.map((field, i) => (
          <div key={field.id} className="flex flex-wrap items-end gap-3">
            <div className="w-28">
              <TextField
                label={t('console.settings.schedule.from', { n: i + 1 })}
                inputMode="numeric"
                {...register(`bands.${i}.from`)}
              />
            </div>
            <div className="w-28">
              <TextField
                label={t('console.settings.schedule.upTo', { n: i + 1 })}
                inputMode="numeric"
                {...register(`bands.${i}.upTo`)}
              />
            </div>
            <div className="w-28">
              <TextField
                label={t('console.settings.schedule.deduction', { n: i + 1 })}
                inputMode="numeric"
                {...register(`bands.${i}.deduction`)}
              />
            </div>
            {editable && (
              <button type="button" className="btn btn-outline" onClick={() => remove(i)}>
                {t('console.settings.schedule.remove', { n: i + 1 })}
              </button>
            )}
          </div>
        ))}
      </fieldset>
      {problem && (
        <p role="alert" className="text-sm text-red-700">
          {message(problem)}
        </p>
      )}
      {editable ? (
        <div className="flex flex-wrap gap-3">
          <button
            type="button"
            className="btn btn-outline"
            onClick={() => append({ from: '', upTo: '', deduction: '' })}
          >
            {t('console.settings.schedule.add')}
          </button>
          <button type="submit" className="btn btn-primary" disabled={pending}>
            {pending ? t('console.settings.schedule.saving') : t('console.settings.schedule.save')}
          </button>
        </div>
      ) : (
        <p className="text-sm text-slate-600">{t('console.settings.schedule.adminOnly')}</p>
      )}
    </form>
  );
}
