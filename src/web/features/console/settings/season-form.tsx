import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { carLabel } from '../../../../shared/booking-messages';
import {
  rateSeasonInputSchema,
  type RateSeason,
  type RateSeasonInput,
  type SeasonKind,
} from '../../../../shared/seasons';
import { ActionError } from '../../../components/action-error';
import { TextField } from '../../../components/text-field';
import { useCounterCars } from '../shared/console-counter-api';
import { SelectField } from '../shared/select-field';
import { useFleetOptions, useSaveSeason } from './console-seasons-api';

type Scope = 'branch' | 'category' | 'car';

/** What the form holds: numbers as typed (rupees for a fixed rate), ids as select values. */
interface FormValues {
  name: string;
  nameHi: string;
  scope: Scope;
  categoryId: string;
  carId: string;
  standing: boolean;
  startsOn: string;
  endsOn: string;
  kind: SeasonKind;
  weekdayValue: string;
  weekendValue: string;
  minTripHours: string;
}

const rupeesText = (paise: number) =>
  paise % 100 === 0 ? String(paise / 100) : (paise / 100).toFixed(2);
/** A box as a number; an empty one is NaN, for the schema to refuse. */
const numberOf = (value: string) =>
  value.trim() === '' ? Number.NaN : Number(value.replace(/,/g, ''));
const valueText = (kind: SeasonKind, value: number) =>
  kind === 'rate' ? rupeesText(value) : String(value);

function valuesOf(season: RateSeason | null, today: string): FormValues {
  const kind = season?.kind ?? 'percent';
  return {
    name: season?.name ?? '',
    nameHi: season?.nameHi ?? '',
    scope: season?.carId ? 'car' : season?.categoryId ? 'category' : 'branch',
    categoryId: season?.categoryId ? String(season.categoryId) : '',
    carId: season?.carId ? String(season.carId) : '',
    standing: season !== null && season.startsOn === null,
    startsOn: season?.startsOn ?? today,
    endsOn: season?.endsOn ?? '',
    kind,
    weekdayValue: season ? valueText(kind, season.weekdayValue) : '',
    weekendValue: season ? valueText(kind, season.weekendValue) : '',
    minTripHours: season?.minTripHours ? String(season.minTripHours) : '',
  };
}

/** The body the server takes: a fixed rate typed in rupees goes in paise. */
function toBody(v: FormValues): RateSeasonInput {
  const value = (text: string) =>
    v.kind === 'rate' ? Math.round(numberOf(text) * 100) : numberOf(text);
  return {
    name: v.name,
    nameHi: v.nameHi,
    categoryId: v.scope === 'category' ? numberOf(v.categoryId) : null,
    carId: v.scope === 'car' ? numberOf(v.carId) : null,
    startsOn: v.standing ? null : v.startsOn,
    endsOn: v.standing ? null : v.endsOn,
    kind: v.kind,
    weekdayValue: value(v.weekdayValue),
    weekendValue: value(v.weekendValue),
    minTripHours: v.minTripHours.trim() === '' ? null : numberOf(v.minTripHours),
  };
}

type Issue = NonNullable<
  ReturnType<typeof rateSeasonInputSchema.safeParse>['error']
>['issues'][number];

/**
 * A rate season's form (decision 0049): every control labelled; "All year" makes it the
 * standing rule and hides the dates. Checked here with the server's schema, so each bad field
 * says why before anything is sent; the server's refusals (an overlap) show under the form.
 */
export function SeasonForm({
  season,
  branchId,
  today,
  onClose,
  onSaved,
}: {
  season: RateSeason | null;
  branchId: number;
  today: string;
  onClose: () => void;
  onSaved: (saved: RateSeason) => void;
}) {
  const { t } = useTranslation();
  const save = useSaveSeason();
  const options = useFleetOptions();
  const cars = useCounterCars(branchId);
  const defaults = valuesOf(season, today);
  const { register, handleSubmit, formState, setError, control } = useForm<FormValues>({
    defaultValues: defaults,
  });
  const [scope, standing, kind, categoryId, carId] = useWatch({
    control,
    name: ['scope', 'standing', 'kind', 'categoryId', 'carId'],
  });
  const errorOf = (field: keyof FormValues) => formState.errors[field]?.message;

  /** The schema's own sentences; zod's stock ones (a NaN, a long name) in the form's words. */
  const issueText = (issue: Issue): string => {
    const field = String(issue.path[0]);
    if (issue.code === 'custom') return issue.message;
    if (field === 'weekdayValue' || field === 'weekendValue') {
      return t('console.seasons.form.wholeNumber');
    }
    if (field === 'minTripHours') return t('console.seasons.form.minTripRange');
    if (field === 'categoryId' || field === 'carId') return t('console.seasons.form.chooseOne');
    if (issue.code === 'too_big') return t('console.seasons.form.tooLong');
    return issue.message;
  };

  const submit = handleSubmit((values) => {
    const body = toBody(values);
    const parsed = rateSeasonInputSchema.safeParse(body);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const key = String(issue.path[0]) as keyof FormValues;
        setError(key, { message: issueText(issue) });
      }
      return;
    }
    save.mutate({ id: season?.id ?? null, branchId, body: parsed.data }, { onSuccess: onSaved });
  });

  const categories = (options.data?.categories ?? []).filter(
    (c) => c.isActive || String(c.id) === categoryId,
  );
  const branchCars = (cars.data?.cars ?? []).filter(
    (c) => c.branchId === branchId && (c.isActive || String(c.id) === carId),
  );
  const rate = kind === 'rate';
  const hint = (days: string) => (rate ? days : `${days} ${t('console.seasons.form.percentHint')}`);
  return (
    <form
      noValidate
      aria-label={t(
        season ? 'console.seasons.form.editHeading' : 'console.seasons.form.newHeading',
      )}
      onSubmit={submit}
      className="grid gap-4 rounded-2xl bg-white p-4 shadow-sm sm:grid-cols-2"
    >
      <TextField
        label={t('console.seasons.form.name')}
        hint={t('console.seasons.form.nameHint')}
        error={errorOf('name')}
        {...register('name')}
      />
      <TextField
        label={t('console.seasons.form.nameHi')}
        lang="hi"
        error={errorOf('nameHi')}
        {...register('nameHi')}
      />
      <SelectField
        label={t('console.seasons.form.scope')}
        defaultValue={defaults.scope}
        {...register('scope')}
      >
        <option value="branch">{t('console.seasons.form.scopeBranch')}</option>
        <option value="category">{t('console.seasons.form.scopeCategory')}</option>
        <option value="car">{t('console.seasons.form.scopeCar')}</option>
      </SelectField>
      {scope === 'category' && (
        <SelectField
          // Mounted again once the list has come, so the season's category shows chosen.
          key={options.data ? 'categories' : 'loading'}
          label={t('console.seasons.form.category')}
          defaultValue={categoryId}
          error={errorOf('categoryId')}
          {...register('categoryId')}
        >
          <option value="">{t('console.seasons.form.choose')}</option>
          {categories.map((c) => (
            <option key={c.id} value={String(c.id)}>
              {c.name}
            </option>
          ))}
        </SelectField>
      )}
      {scope === 'car' && (
        <SelectField
          key={cars.data ? 'cars' : 'loading'}
          label={t('console.seasons.form.car')}
          defaultValue={carId}
          error={errorOf('carId')}
          {...register('carId')}
        >
          <option value="">{t('console.seasons.form.choose')}</option>
          {branchCars.map((c) => (
            <option key={c.id} value={String(c.id)}>
              {carLabel(c)}
            </option>
          ))}
        </SelectField>
      )}
      <div className="sm:col-span-2">
        <label className="flex items-center gap-2 font-semibold text-slate-800">
          <input type="checkbox" {...register('standing')} />
          {t('console.seasons.form.standing')}
        </label>
        <p className="mt-1 text-sm text-slate-500">{t('console.seasons.form.standingHint')}</p>
      </div>
      {!standing && (
        <>
          <TextField
            label={t('console.seasons.form.startsOn')}
            type="date"
            error={errorOf('startsOn')}
            {...register('startsOn')}
          />
          <TextField
            label={t('console.seasons.form.endsOn')}
            type="date"
            error={errorOf('endsOn')}
            {...register('endsOn')}
          />
        </>
      )}
      <div className="sm:col-span-2">
        <SelectField
          label={t('console.seasons.form.kind')}
          defaultValue={defaults.kind}
          {...register('kind')}
        >
          <option value="percent">{t('console.seasons.form.kindPercent')}</option>
          <option value="rate">{t('console.seasons.form.kindRate')}</option>
        </SelectField>
      </div>
      <TextField
        label={t(rate ? 'console.seasons.form.weekdayRate' : 'console.seasons.form.weekdayPercent')}
        hint={hint(t('console.seasons.form.weekdayHint'))}
        inputMode={rate ? 'decimal' : 'numeric'}
        error={errorOf('weekdayValue')}
        {...register('weekdayValue')}
      />
      <TextField
        label={t(rate ? 'console.seasons.form.weekendRate' : 'console.seasons.form.weekendPercent')}
        hint={hint(t('console.seasons.form.weekendHint'))}
        inputMode={rate ? 'decimal' : 'numeric'}
        error={errorOf('weekendValue')}
        {...register('weekendValue')}
      />
      <TextField
        label={t('console.seasons.form.minTripHours')}
        hint={t('console.seasons.form.minTripHint')}
        type="number"
        min={1}
        max={720}
        error={errorOf('minTripHours')}
        {...register('minTripHours')}
      />
      <ActionError error={save.error} className="sm:col-span-2" />
      <div className="flex flex-wrap gap-3 sm:col-span-2">
        <button type="submit" className="btn btn-primary" disabled={save.isPending}>
          {save.isPending ? t('console.seasons.form.saving') : t('console.seasons.form.save')}
        </button>
        <button type="button" className="btn btn-outline" onClick={onClose}>
          {t('console.seasons.form.cancel')}
        </button>
      </div>
    </form>
  );
}
