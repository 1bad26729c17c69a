import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  couponDiscount,
  type CouponCheckBody,
  type CouponCheckResponse,
  type CouponTerms,
} from '../../../../shared/coupons';
import { TextField } from '../../../components/text-field';
import { apiRequest } from '../../../lib/api-client';
import { useErrorText } from '../../../lib/use-error-text';
import { useFormat } from '../../../lib/use-format';

export interface CouponBoxProps {
  carId: number;
  /** ISO instants of the trip. */
  pickupAt: string;
  dropAt: string;
  /** The rent the page shows, in paise: the discount is worked out on it. */
  rentPaise: number;
  /** The coupon applied, or null. */
  applied: CouponTerms | null;
  onApply: (terms: CouponTerms | null) => void;
}

/**
 * The checkout's coupon code (decision 0049): the server says whether the code applies to
 * this car, period and customer (or why not, in the page's language); the discount shown is
 * the shared rule's on the rent shown, as the booking will work it out again.
 */
export function CouponBox({
  carId,
  pickupAt,
  dropAt,
  rentPaise,
  applied,
  onApply,
}: CouponBoxProps) {
  const { t, i18n } = useTranslation();
  const { rupees } = useFormat();
  const errorText = useErrorText();
  const [code, setCode] = useState('');
  const check = useMutation({
    mutationFn: (body: CouponCheckBody) =>
      apiRequest<CouponCheckResponse>('/api/offers/check', { method: 'POST', body }),
    onSuccess: ({ terms }) => {
      setCode('');
      onApply(terms);
    },
  });

  if (applied) {
    const description = i18n.language.startsWith('hi')
      ? applied.descriptionHi || applied.description
      : applied.description;
    return (
      <section
        aria-label={t('checkout.coupon.heading')}
        className="flex flex-wrap items-center gap-3 rounded-2xl bg-green-50 p-4 text-green-900"
      >
        <div className="grow">
          <p role="status" className="font-semibold">
            {t('checkout.coupon.applied', {
              code: applied.code,
              amount: rupees(couponDiscount(applied, rentPaise)),
            })}
          </p>
          {description && <p className="text-sm">{description}</p>}
        </div>
        <button
          type="button"
          className="btn btn-outline"
          onClick={() => {
            check.reset();
            onApply(null);
          }}
        >
          {t('checkout.coupon.remove')}
        </button>
      </section>
    );
  }

  const error = check.error ? errorText(check.error) : undefined;
  const apply = () => {
    if (code.trim() === '' || check.isPending) return;
    check.mutate({ code: code.trim(), carId, pickupAt, dropAt });
  };
  // No form of its own: it sits inside the checkout's form, whose Enter must not book.
  return (
    <section aria-label={t('checkout.coupon.heading')} className="flex flex-wrap items-end gap-3">
      <div className="grow">
        <TextField
          label={t('checkout.coupon.label')}
          value={code}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={40}
          onChange={(e) => {
            setCode(e.target.value);
            if (check.isError) check.reset();
          }}
          onKeyDown={(e) => {
            if (e.key !== 'Enter') return;
            e.preventDefault();
            apply();
          }}
          error={error}
        />
      </div>
      <button
        type="button"
        className="btn btn-outline"
        disabled={check.isPending || code.trim() === ''}
        aria-busy={check.isPending}
        onClick={apply}
      >
        {check.isPending ? t('checkout.coupon.checking') : t('checkout.coupon.apply')}
      </button>
    </section>
  );
}
