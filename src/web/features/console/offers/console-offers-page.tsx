import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConsoleCoupon } from '../../../../shared/coupons';
import { istDate } from '../../../../shared/time';
import { PageLoader } from '../../../components/spinner';
import { useFormat } from '../../../lib/use-format';
import { usePageTitle } from '../../../lib/use-page-title';
import { ConfirmButton } from '../shared/confirm-dialog';
import { LoadError } from '../shared/load-error';
import { useCouponChoices, useCoupons, useSetCouponActive } from './console-offers-api';
import { CouponForm } from './coupon-form';
import { ReferralSummary } from './referral-summary';

/** An IST date (YYYY-MM-DD) as the console shows dates. */
const noonOf = (date: string) => new Date(`${date}T12:00:00+05:30`);

/**
 * /staff/offers: coupon codes (decision 0049). Managers see each code's rules and what it gave
 * (bookings not cancelled or lapsed: uses, discount, their rent), make one, change it, switch
 * it off or on. A branch manager's codes are their branch's; the owner's may be any branches'.
 * Below them, what the referral for car rentals gave (decision 0051).
 */
export function ConsoleOffersPage() {
  const { t } = useTranslation();
  usePageTitle(t('console.offers.title'));
  const coupons = useCoupons();
  const [editing, setEditing] = useState<ConsoleCoupon | 'new' | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const today = istDate(new Date());
  const saved = (coupon: ConsoleCoupon) => {
    setEditing(null);
    setNotice(t('console.offers.saved', { code: coupon.code }));
  };
  return (
    <section className="max-w-5xl space-y-6">
      <h1 className="text-2xl font-bold text-slate-900">{t('console.offers.title')}</h1>
      <p className="text-slate-700">{t('console.offers.intro')}</p>
      {notice && (
        <p role="status" className="rounded-2xl bg-green-50 p-3 text-green-900">
          {notice}
        </p>
      )}
      {editing === 'new' ? (
        <CouponForm coupon={null} today={today} onClose={() => setEditing(null)} onSaved={saved} />
      ) : (
        <button
          type="button"
          className="btn btn-primary"
          onClick={() => {
            setNotice(null);
            setEditing('new');
          }}
        >
          {t('console.offers.add')}
        </button>
      )}
      {coupons.isPending ? (
        <PageLoader label={t('console.offers.loading')} />
      ) : coupons.isError ? (
        <LoadError error={coupons.error} onRetry={() => void coupons.refetch()} />
      ) : coupons.data.coupons.length === 0 ? (
        <p className="text-slate-700">{t('console.offers.none')}</p>
      ) : (
        <ul className="space-y-3">
          {coupons.data.coupons.map((c) => (
            <li key={c.id} className="space-y-3 rounded-2xl bg-white p-4 shadow-sm">
              <CouponSummary
                coupon={c}
                onEdit={() => {
                  setNotice(null);
                  setEditing(c);
                }}
                onSwitched={(on) =>
                  setNotice(
                    t(on ? 'console.offers.switchedOn' : 'console.offers.switchedOff', {
                      code: c.code,
                    }),
                  )
                }
              />
              {editing !== 'new' && editing?.id === c.id && (
                <CouponForm
                  coupon={c}
                  today={today}
                  onClose={() => setEditing(null)}
                  onSaved={saved}
                />
              )}
            </li>
          ))}
        </ul>
      )}
      <ReferralSummary />
    </section>
  );
}

function CouponSummary({
  coupon: c,
  onEdit,
  onSwitched,
}: {
  coupon: ConsoleCoupon;
  onEdit: () => void;
  onSwitched: (on: boolean) => void;
}) {
  const { t, i18n } = useTranslation();
  const { rupees, date } = useFormat();
  const setActive = useSetCouponActive();
  const { branches, options } = useCouponChoices();
  const names = (ids: number[], list: { id: number; name: string }[] | undefined) =>
    ids.map((id) => list?.find((x) => x.id === id)?.name ?? `#${id}`).join(', ');
  const value =
    c.kind === 'amount'
      ? t('console.offers.amountOff', { amount: rupees(c.amountPaise ?? 0) })
      : c.maxDiscountPaise !== null
        ? t('console.offers.percentOffCapped', {
            percent: c.percent,
            cap: rupees(c.maxDiscountPaise),
          })
        : t('console.offers.percentOff', { percent: c.percent });
  const description = i18n.language.startsWith('hi')
    ? c.descriptionHi || c.description
    : c.description;
  const rules = [
    c.branchIds.length
      ? names(c.branchIds, branches.data?.branches)
      : t('console.offers.everyBranch'),
    c.categoryIds.length
      ? names(c.categoryIds, options.data?.categories)
      : t('console.offers.everyCategory'),
    c.minTripHours !== null ? t('console.offers.minTrip', { hours: c.minTripHours }) : null,
    c.maxUses !== null ? t('console.offers.maxUses', { n: c.maxUses }) : null,
    t('console.offers.perCustomer', { n: c.maxUsesPerCustomer }),
    c.firstBookingOnly ? t('console.offers.firstBookingOnly') : null,
  ].filter(Boolean);
  return (
    <div className="flex flex-wrap items-start gap-3">
      <div className="grow space-y-1">
        <p className="font-mono text-lg font-bold text-slate-900">
          {c.code}{' '}
          <span className="font-sans text-sm font-semibold text-slate-600">
            {c.isActive ? t('console.offers.on') : t('console.offers.off')}
          </span>
        </p>
        <p className="text-slate-800">
          {value} ·{' '}
          {t('console.offers.dates', {
            from: date(noonOf(c.startsOn)),
            to: date(noonOf(c.endsOn)),
          })}
        </p>
        {description && <p className="text-sm text-slate-700">{description}</p>}
        <p className="text-sm text-slate-700">{rules.join(' · ')}</p>
        <p className="text-sm text-slate-700" data-testid={`coupon-given-${c.id}`}>
          {t('console.offers.given', {
            uses: c.uses,
            discount: rupees(c.discountPaise),
            rent: rupees(c.rentPaise),
          })}
        </p>
        {!c.editable && <p className="text-sm text-slate-500">{t('console.offers.ownerOnly')}</p>}
      </div>
      {c.editable && (
        <div className="flex flex-wrap gap-2">
          <button type="button" className="btn btn-outline" onClick={onEdit}>
            {t('console.offers.edit')}
          </button>
          {c.isActive ? (
            <ConfirmButton
              label={t('console.offers.switchOff')}
              title={t('console.offers.switchOffTitle', { code: c.code })}
              confirmLabel={t('console.offers.switchOff')}
              pendingLabel={t('console.offers.saving')}
              pending={setActive.isPending}
              error={setActive.error}
              onOpen={() => setActive.reset()}
              onConfirm={(done) =>
                setActive.mutate(
                  { id: c.id, isActive: false },
                  {
                    onSuccess: () => {
                      done();
                      onSwitched(false);
                    },
                  },
                )
              }
            >
              {t('console.offers.switchOffBody')}
            </ConfirmButton>
          ) : (
            <button
              type="button"
              className="btn btn-outline"
              disabled={setActive.isPending}
              onClick={() =>
                setActive.mutate(
                  { id: c.id, isActive: true },
                  { onSuccess: () => onSwitched(true) },
                )
              }
            >
              {t('console.offers.switchOn')}
            </button>
          )}
        </div>
      )}
    </div>
  );
}
