import { formatRupees } from '../../../../shared/money';
import type { BookingPrice } from '../../../../shared/pricing';
import { formatHours } from '../../../../shared/search';
import { useTranslation } from 'react-i18next';

/** Base fare, deposit, pickup/drop charge and the total payable. */
export function PriceBreakdown({
  price,
  ratePerHourPaise,
}: {
  price: BookingPrice;
  ratePerHourPaise: number;
}) {
  const { t } = useTranslation();
  const rows: [string, string][] = [
    [
      t('checkout.price.base', {
        hours: formatHours(price.hours),
        rate: formatRupees(ratePerHourPaise),
      }),
      formatRupees(price.basePaise),
    ],
    [t('checkout.price.deposit'), formatRupees(price.depositPaise)],
    [t('checkout.price.pickupDrop'), formatRupees(price.pickupDropPaise)],
  ];
  return (
    <section aria-labelledby="price-title" className="rounded-2xl border border-slate-200 p-4">
      <h2 id="price-title" className="font-semibold text-slate-900">
        {t('checkout.price.title')}
      </h2>
      <dl className="mt-3 space-y-2 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-4">
            <dt className="text-slate-600">{label}</dt>
            <dd className="font-medium text-slate-900">{value}</dd>
          </div>
        ))}
        <div className="flex justify-between gap-4 border-t border-slate-200 pt-2 text-base">
          <dt className="font-semibold">{t('checkout.price.total')}</dt>
          <dd className="font-bold text-brand-800" data-testid="total">
            {formatRupees(price.totalPaise)}
          </dd>
        </div>
      </dl>
      <p className="mt-3 text-sm text-slate-600">
        {t('checkout.price.km', {
          km: price.kmIncluded,
          rate: formatRupees(price.extraKmRatePaise),
        })}
      </p>
    </section>
  );
}
