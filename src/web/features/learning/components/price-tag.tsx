import type { Price } from '../../../../shared/learning-catalogue';
import { percentOff } from '../../../../shared/learning-pricing';
import { useFormat } from '../../../lib/use-format';
import { useTranslation } from 'react-i18next';

/** The price with its campaign discount: the list price struck through when it differs. */
export function PriceTag({ price }: { price: Price }) {
  const { t } = useTranslation();
  const format = useFormat();
  const off = percentOff(price.list, price.final);
  if (price.free)
    return (
      <span className="text-lg font-extrabold text-emerald-700">{t('learning.price.free')}</span>
    );
  return (
    <span className="inline-flex flex-wrap items-baseline gap-2">
      <span className="text-lg font-extrabold text-slate-900">
        {format.price(price.final, price.currency)}
      </span>
      {off > 0 && (
        <>
          <s className="text-sm text-slate-500">{format.price(price.list, price.currency)}</s>
          <span className="rounded bg-amber-100 px-1.5 text-xs font-bold text-amber-900">
            {t('learning.price.off', { percent: off })}
          </span>
        </>
      )}
    </span>
  );
}
