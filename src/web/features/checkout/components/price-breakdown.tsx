import { formatRupees } from '../../../../shared/money';
import type { BookingPrice } from '../../../../shared/pricing';
import { formatHours } from '../../../../shared/search';

/** Base fare, deposit, pickup/drop charge and the total payable. */
export function PriceBreakdown({
  price,
  ratePerHourPaise,
}: {
  price: BookingPrice;
  ratePerHourPaise: number;
}) {
  const rows: [string, string][] = [
    [
      `Base fare (${formatHours(price.hours)} hours x ${formatRupees(ratePerHourPaise)})`,
      formatRupees(price.basePaise),
    ],
    ['Security deposit (refundable)', formatRupees(price.depositPaise)],
    ['Pickup and drop charge', formatRupees(price.pickupDropPaise)],
  ];
  return (
    <section aria-labelledby="price-title" className="rounded-2xl border border-slate-200 p-4">
      <h2 id="price-title" className="font-semibold text-slate-900">
        Price breakdown
      </h2>
      <dl className="mt-3 space-y-2 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-4">
            <dt className="text-slate-600">{label}</dt>
            <dd className="font-medium text-slate-900">{value}</dd>
          </div>
        ))}
        <div className="flex justify-between gap-4 border-t border-slate-200 pt-2 text-base">
          <dt className="font-semibold">Total payable</dt>
          <dd className="font-bold text-brand-800" data-testid="total">
            {formatRupees(price.totalPaise)}
          </dd>
        </div>
      </dl>
      <p className="mt-3 text-sm text-slate-600">
        {price.kmIncluded} km included; extra km at {formatRupees(price.extraKmRatePaise)}/km.
      </p>
    </section>
  );
}
