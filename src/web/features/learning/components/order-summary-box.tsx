import { Link } from 'react-router';
import type { OrderSummary } from '../../../../shared/learning-orders';
import { formatPrice } from '../../../../shared/learning-pricing';

/** Original Price, Discounted Amount (when different) and Total, with the two notes. */
export function OrderSummaryBox({ summary }: { summary: OrderSummary }) {
  const money = (minor: number) => formatPrice(minor, summary.currency);
  return (
    <div>
      <dl className="grid grid-cols-[1fr_auto] gap-y-2 text-slate-800">
        <dt>Original Price</dt>
        <dd>{money(summary.original)}</dd>
        {summary.discount !== 0 && (
          <>
            <dt>Discounted Amount</dt>
            <dd>-{money(summary.discount)}</dd>
          </>
        )}
        {summary.referralPercent > 0 && (
          <dd className="col-span-2 text-sm text-emerald-700">
            Includes your referral offer: {summary.referralPercent}% off.
          </dd>
        )}
        <dt className="text-lg font-bold text-slate-900">Total</dt>
        <dd className="text-lg font-bold text-slate-900" data-testid="cart-total">
          {money(summary.total)}
        </dd>
      </dl>
      <p className="mt-4 text-xs text-slate-600">
        By completing your purchase you agree to these{' '}
        <Link to="/information/termandconditions" className="underline">
          Terms of Service
        </Link>
        .
      </p>
      <p className="mt-2 text-sm font-semibold text-slate-800">30 day Refund Guarantee</p>
    </div>
  );
}
