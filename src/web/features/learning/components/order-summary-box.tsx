import { Link } from 'react-router';
import type { OrderSummary } from '../../../../shared/learning-orders';
import { useFormat } from '../../../lib/use-format';
import { useTranslation } from 'react-i18next';

/** Original Price, Discounted Amount (when different) and Total, with the two notes. */
export function OrderSummaryBox({ summary }: { summary: OrderSummary }) {
  const { t } = useTranslation();
  const format = useFormat();
  const money = (minor: number) => format.price(minor, summary.currency);
  return (
    <div>
      <dl className="grid grid-cols-[minmax(0,1fr)_auto] gap-y-2 text-slate-800">
        <dt>{t('learning.summary.original')}</dt>
        <dd>{money(summary.original)}</dd>
        {summary.discount > 0 && (
          <>
            <dt>{t('learning.summary.discount')}</dt>
            <dd>-{money(summary.discount)}</dd>
          </>
        )}
        {summary.referralPercent > 0 && (
          <dd className="col-span-2 text-sm text-emerald-700">
            {t('learning.summary.referral', { percent: summary.referralPercent })}
          </dd>
        )}
        <dt className="text-lg font-bold text-slate-900">{t('learning.summary.total')}</dt>
        <dd className="text-lg font-bold text-slate-900" data-testid="cart-total">
          {money(summary.total)}
        </dd>
      </dl>
      <p className="mt-4 text-xs text-slate-600">
        {t('learning.summary.agree')}{' '}
        <Link to="/information/termandconditions" className="underline">
          {t('learning.summary.terms')}
        </Link>
        .
      </p>
      <p className="mt-2 text-sm font-semibold text-slate-800">{t('learning.summary.refund')}</p>
    </div>
  );
}
