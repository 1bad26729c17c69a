import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { couponDiscount, type CouponTerms } from '../../../../shared/coupons';
import type { CounterCouponCheckBody } from '../../../../shared/counter-booking';
import { TextField } from '../../../components/text-field';
import { useErrorText } from '../../../lib/use-error-text';
import { useFormat } from '../../../lib/use-format';
import { useCounterCouponCheck } from '../shared/console-counter-api';

/** The booking a code is checked for: the customer, the car and the period. */
export type CounterCouponTarget = Omit<CounterCouponCheckBody, 'code'>;

/**
 * A coupon the customer gives at the counter (decision 0049): the server says whether the code
 * applies to this customer's booking of this car for this period, or why not. It was checked
 * for those, so a change of car, package or period takes it off again (`invalidate`).
 */
export function useCounterCoupon() {
  const check = useCounterCouponCheck();
  const [code, setCode] = useState('');
  const [applied, setApplied] = useState<CouponTerms | null>(null);
  /** The code a change of car, package or period took off, to say so. */
  const [removedCode, setRemovedCode] = useState<string | null>(null);
  /** The booking's refusal of the applied code (it no longer applies). */
  const [refusal, setRefusal] = useState<unknown>(null);

  const apply = (target: CounterCouponTarget) => {
    const typed = code.trim();
    if (typed === '' || check.isPending) return;
    setRemovedCode(null);
    setRefusal(null);
    check.mutate(
      { ...target, code: typed },
      // A reset (a change while the check ran) drops this answer: it was for the old choice.
      { onSuccess: ({ terms }) => (setApplied(terms), setCode('')) },
    );
  };
  /** Takes the coupon off, leaving its code typed to apply again. */
  const takeOff = (terms: CouponTerms) => (setApplied(null), setCode(terms.code));
  return {
    code,
    applied,
    pending: check.isPending,
    error: check.error ?? refusal,
    removedCode,
    apply,
    type: (value: string) => {
      setCode(value);
      setRefusal(null);
      if (check.isError) check.reset();
    },
    remove: () => (check.reset(), setApplied(null), setRefusal(null), setRemovedCode(null)),
    /** The car, package or period changed: the coupon was checked for the old ones. */
    invalidate: () => {
      // An answer on its way, or a refusal, was for the old choice too.
      if (!check.isIdle) check.reset();
      setRefusal(null);
      if (!applied) return;
      takeOff(applied);
      setRemovedCode(applied.code);
    },
    /** The booking refused the applied code: said at the field, to take off or try again. */
    refused: (error: unknown) => {
      if (applied) takeOff(applied);
      setRemovedCode(null);
      setRefusal(error);
    },
  };
}

export type CounterCoupon = ReturnType<typeof useCounterCoupon>;

/**
 * The code field with its Apply button, or the applied coupon with what it takes off the rent
 * (`rentPaise`, the shared rule's discount as the booking will work it out again) and the
 * total to take with and without it (`totals`, once the whole price is known).
 */
export function CounterCouponField({
  coupon,
  target,
  rentPaise,
  totals,
}: {
  coupon: CounterCoupon;
  target: CounterCouponTarget;
  rentPaise: number;
  totals: { withPaise: number; withoutPaise: number } | null;
}) {
  const { t, i18n } = useTranslation();
  const { rupees } = useFormat();
  const errorText = useErrorText();
  const errorId = useId();
  const { applied } = coupon;

  if (applied) {
    const description = i18n.language.startsWith('hi')
      ? applied.descriptionHi || applied.description
      : applied.description;
    return (
      <div className="flex flex-wrap items-center gap-3 rounded-2xl bg-green-50 p-3 text-green-900 sm:col-span-2">
        <div className="grow">
          <p role="status" className="font-semibold">
            {t('console.bookings.bookingForm.coupon.applied', {
              code: applied.code,
              amount: rupees(couponDiscount(applied, rentPaise)),
            })}
          </p>
          {description && <p className="text-sm">{description}</p>}
          {totals && (
            <p className="text-sm">
              {t('console.bookings.bookingForm.coupon.total', {
                total: rupees(totals.withPaise),
                before: rupees(totals.withoutPaise),
              })}
            </p>
          )}
        </div>
        <button type="button" className="btn btn-outline" onClick={coupon.remove}>
          {t('console.bookings.bookingForm.coupon.remove')}
        </button>
      </div>
    );
  }

  const error = coupon.error ? errorText(coupon.error) : null;
  const apply = () => coupon.apply(target);
  // No form of its own: it sits inside the booking's form, whose Enter must not review it.
  return (
    <div className="flex flex-wrap items-end gap-3 sm:col-span-2">
      <div className="grow">
        <TextField
          label={t('console.bookings.bookingForm.coupon.label')}
          value={coupon.code}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={40}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? errorId : undefined}
          onChange={(e) => coupon.type(e.target.value)}
          onKeyDown={(e) => {
            if (e.key !== 'Enter') return;
            e.preventDefault();
            apply();
          }}
        />
      </div>
      <button
        type="button"
        className="btn btn-outline"
        disabled={coupon.pending || coupon.code.trim() === ''}
        aria-busy={coupon.pending}
        onClick={apply}
      >
        {coupon.pending
          ? t('console.bookings.bookingForm.coupon.checking')
          : t('console.bookings.bookingForm.coupon.apply')}
      </button>
      {error ? (
        <p id={errorId} role="alert" className="w-full text-sm text-red-700">
          {error}
        </p>
      ) : (
        coupon.removedCode && (
          <p role="status" className="w-full text-sm text-slate-700">
            {t('console.bookings.bookingForm.coupon.removed', { code: coupon.removedCode })}
          </p>
        )
      )}
    </div>
  );
}
