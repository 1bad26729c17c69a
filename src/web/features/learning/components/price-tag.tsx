import type { Price } from '../../../../shared/learning-catalogue';
import { formatPrice } from '../../../../shared/learning-pricing';

/** The price with its campaign discount: the list price struck through when it differs. */
export function PriceTag({ price }: { price: Price }) {
  if (price.free) return <span className="text-lg font-extrabold text-emerald-700">Free</span>;
  return (
    <span className="inline-flex flex-wrap items-baseline gap-2">
      <span className="text-lg font-extrabold text-slate-900">
        {formatPrice(price.final, price.currency)}
      </span>
      {price.final !== price.list && (
        <>
          <s className="text-sm text-slate-500">{formatPrice(price.list, price.currency)}</s>
          <span className="rounded bg-amber-100 px-1.5 text-xs font-bold text-amber-900">
            {price.campaignPercent}% off
          </span>
        </>
      )}
    </span>
  );
}
