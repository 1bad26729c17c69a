import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  couponInputSchema,
  type ConsoleCoupon,
  type CouponInput,
} from '../../../../shared/coupons';
import { ActionError } from '../../../components/action-error';
import { TextField } from '../../../components/text-field';
import { useMessage } from '../../../lib/use-message';
import { useCouponChoices, useSaveCoupon } from './console-offers-api';
import { SelectField } from '../shared/select-field';

/** What the form holds: numbers as typed (rupees for amounts), ids as checkbox values. */
interface FormValues {
  code: string;
  description: string;
  descriptionHi: string;
  kind: 'percent' | 'amount';
  percent: string;
  amountRupees: string;
  capRupees: string;
  startsOn: string;
  endsOn: string;
  branchIds: string[];
  categoryIds: string[];
  minTripHours: string;
  maxUses: string;
  maxUsesPerCustomer: string;
  firstBookingOnly: boolean;
  isActive: boolean;
}

const text = (n: number | null) => (n === null ? '' : String(n));
const rupeesText = (paise: number | null) =>
  paise === null ? '' : paise % 100 === 0 ? String(paise / 100) : (paise / 100).toFixed(2);
/** An empty box is "no limit"; anything else is sent as typed, for the schema to judge. */
const numberOrNull = (value: string) => (value.trim() === '' ? null : Number(value));
const paiseOrNull = (value: string) =>
  value.trim() === '' ? null : Math.round(Number(value.replace(/,/g, '')) * 100);

function valuesOf(coupon: ConsoleCoupon | null, today: string): FormValues {
  return {
    code: coupon?.code ?? '',
    description: coupon?.description ?? '',
    descriptionHi: coupon?.descriptionHi ?? '',
    kind: coupon?.kind ?? 'percent',
    percent: text(coupon?.percent ?? null),
    amountRupees: rupeesText(coupon?.amountPaise ?? null),
    capRupees: rupeesText(coupon?.maxDiscountPaise ?? null),
    startsOn: coupon?.startsOn ?? today,
    endsOn: coupon?.endsOn ?? '',
    branchIds: (coupon?.branchIds ?? []).map(String),
    categoryIds: (coupon?.categoryIds ?? []).map(String),
    minTripHours: text(coupon?.minTripHours ?? null),
    maxUses: text(coupon?.maxUses ?? null),
    maxUsesPerCustomer: String(coupon?.maxUsesPerCustomer ?? 1),
    firstBookingOnly: coupon?.firstBookingOnly ?? false,
    isActive: coupon?.isActive ?? true,
  };
}

const toBody = (v: FormValues): CouponInput => ({
  code: v.code,
  description: v.description,
  descriptionHi: v.descriptionHi,
  kind: v.kind,
  percent: v.kind === 'percent' ? numberOrNull(v.percent) : null,
  amountPaise: v.kind === 'amount' ? paiseOrNull(v.amountRupees) : null,
  maxDiscountPaise: v.kind === 'percent' ? paiseOrNull(v.capRupees) : null,
  startsOn: v.startsOn,
  endsOn: v.endsOn,
  branchIds: v.branchIds.map(Number),
  categoryIds: v.categoryIds.map(Number),
  minTripHours: numberOrNull(v.minTripHours),
  maxUses: numberOrNull(v.maxUses),
  maxUsesPerCustomer: Number(v.maxUsesPerCustomer),
  firstBookingOnly: v.firstBookingOnly,
  isActive: v.isActive,
});

/** Where each body field's error shows on the form. */
const FIELD_OF: Partial<Record<string, keyof FormValues>> = {
  amountPaise: 'amountRupees',
  maxDiscountPaise: 'capRupees',
};

/**
 * A coupon code's form (decision 0049): every rule labelled; branches and car categories as
 * checkboxes (none ticked: all). Checked here with the server's schema, so each bad field says
 * why before anything is sent; the server's refusals (a code in use) show under the form.
 */
export function CouponForm({
  coupon,
  today,
  onClose,
  onSaved,
}: {
  coupon: ConsoleCoupon | null;
  today: string;
  onClose: () => void;
  onSaved: (saved: ConsoleCoupon) => void;
}) {
  const { t } = useTranslation();
  const message = useMessage();
  const save = useSaveCoupon();
  const { branches, options } = useCouponChoices();
  const defaults = valuesOf(coupon, today);
  const { register, handleSubmit, formState, setError, control } = useForm<FormValues>({
    defaultValues: defaults,
  });
  const kind = useWatch({ control, name: 'kind' });
  const errorOf = (field: keyof FormValues) => formState.errors[field]?.message;
  const submit = handleSubmit((values) => {
    const parsed = couponInputSchema.safeParse(toBody(values));
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const key = String(issue.path[0]);
        setError(FIELD_OF[key] ?? (key as keyof FormValues), { message: issue.message });
      }
      return;
    }
    save.mutate({ id: coupon?.id ?? null, body: toBody(values) }, { onSuccess: onSaved });
  });
  const groupError = (field: 'branchIds' | 'categoryIds') => {
    const error = errorOf(field);
    return error ? (
      <p className="text-sm text-red-700" role="alert">
        {message(error)}
      </p>
    ) : null;
  };
  return (
    <form
      noValidate
      aria-label={t(coupon ? 'console.offers.form.editHeading' : 'console.offers.form.newHeading')}
      onSubmit={submit}
      className="grid gap-4 rounded-2xl bg-white p-4 shadow-sm sm:grid-cols-2"
    >
      <TextField
        label={t('console.offers.form.code')}
        hint={t('console.offers.form.codeHint')}
        autoCapitalize="characters"
        error={errorOf('code')}
        {...register('code')}
      />
      {/* The default given to the select too: registered alone, an edit showed the first option. */}
      <SelectField
        label={t('console.offers.form.kind')}
        defaultValue={defaults.kind}
        {...register('kind')}
      >
        <option value="percent">{t('console.offers.form.kindPercent')}</option>
        <option value="amount">{t('console.offers.form.kindAmount')}</option>
      </SelectField>
      {kind === 'percent' ? (
        <>
          <TextField
            label={t('console.offers.form.percent')}
            type="number"
            min={1}
            max={100}
            error={errorOf('percent')}
            {...register('percent')}
          />
          <TextField
            label={t('console.offers.form.cap')}
            hint={t('console.offers.form.emptyNoLimit')}
            inputMode="decimal"
            error={errorOf('capRupees')}
            {...register('capRupees')}
          />
        </>
      ) : (
        <TextField
          label={t('console.offers.form.amount')}
          inputMode="decimal"
          error={errorOf('amountRupees')}
          {...register('amountRupees')}
        />
      )}
      <TextField
        label={t('console.offers.form.description')}
        error={errorOf('description')}
        {...register('description')}
      />
      <TextField
        label={t('console.offers.form.descriptionHi')}
        lang="hi"
        error={errorOf('descriptionHi')}
        {...register('descriptionHi')}
      />
      <TextField
        label={t('console.offers.form.startsOn')}
        type="date"
        error={errorOf('startsOn')}
        {...register('startsOn')}
      />
      <TextField
        label={t('console.offers.form.endsOn')}
        type="date"
        error={errorOf('endsOn')}
        {...register('endsOn')}
      />
      <fieldset className="space-y-1">
        <legend className="mb-1 text-sm font-semibold text-slate-800">
          {t('console.offers.form.branches')}
        </legend>
        <p className="text-sm text-slate-500">{t('console.offers.form.branchesHint')}</p>
        {(branches.data?.branches ?? []).map((b) => (
          <label key={b.id} className="flex items-center gap-2">
            <input type="checkbox" value={String(b.id)} {...register('branchIds')} />
            {b.name}
          </label>
        ))}
        {groupError('branchIds')}
      </fieldset>
      <fieldset className="space-y-1">
        <legend className="mb-1 text-sm font-semibold text-slate-800">
          {t('console.offers.form.categories')}
        </legend>
        <p className="text-sm text-slate-500">{t('console.offers.form.categoriesHint')}</p>
        {(options.data?.categories ?? []).map((c) => (
          <label key={c.id} className="flex items-center gap-2">
            <input type="checkbox" value={String(c.id)} {...register('categoryIds')} />
            {c.name}
          </label>
        ))}
        {groupError('categoryIds')}
      </fieldset>
      <TextField
        label={t('console.offers.form.minTripHours')}
        hint={t('console.offers.form.emptyNoLimit')}
        type="number"
        min={1}
        error={errorOf('minTripHours')}
        {...register('minTripHours')}
      />
      <TextField
        label={t('console.offers.form.maxUses')}
        hint={t('console.offers.form.emptyNoLimit')}
        type="number"
        min={1}
        error={errorOf('maxUses')}
        {...register('maxUses')}
      />
      <TextField
        label={t('console.offers.form.maxUsesPerCustomer')}
        type="number"
        min={1}
        error={errorOf('maxUsesPerCustomer')}
        {...register('maxUsesPerCustomer')}
      />
      <div className="space-y-2 self-end">
        <label className="flex items-center gap-2">
          <input type="checkbox" {...register('firstBookingOnly')} />
          {t('console.offers.form.firstBookingOnly')}
        </label>
        <label className="flex items-center gap-2">
          <input type="checkbox" {...register('isActive')} />
          {t('console.offers.form.isActive')}
        </label>
      </div>
      <ActionError error={save.error} className="sm:col-span-2" />
      <div className="flex flex-wrap gap-3 sm:col-span-2">
        <button type="submit" className="btn btn-primary" disabled={save.isPending}>
          {save.isPending ? t('console.offers.form.saving') : t('console.offers.form.save')}
        </button>
        <button type="button" className="btn btn-outline" onClick={onClose}>
          {t('console.offers.form.cancel')}
        </button>
      </div>
    </form>
  );
}
