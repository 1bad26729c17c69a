import { Link } from 'react-router';
import type { CartLine as Line } from '../../../../shared/learning-orders';
import { langAttr } from './language-note';
import { PriceTag } from './price-tag';
import { useTranslation } from 'react-i18next';

/** One course in the cart with Remove, Move to Favourites and Gift this Course. */
export function CartLine({
  line,
  onRemove,
  onFavourite,
  onGift,
  busy,
}: {
  line: Line;
  onRemove: () => void;
  onFavourite: () => void;
  onGift: () => void;
  busy: boolean;
}) {
  const { t } = useTranslation();
  const action = 'text-sm font-semibold text-brand-800 underline-offset-2 hover:underline';
  return (
    <li className="flex flex-wrap gap-4 rounded-2xl border border-slate-200 bg-white p-4">
      <img
        src={line.imageUrl}
        alt=""
        width={160}
        height={90}
        className="h-20 w-32 rounded-lg object-cover"
      />
      <div className="flex min-w-[min(12rem,100%)] flex-1 flex-col gap-1">
        <Link
          to={`/course/${line.slug}`}
          className="font-bold text-slate-900 hover:underline"
          lang={langAttr(line.language)}
        >
          {line.title}
        </Link>
        <p className="text-sm text-slate-600">
          {t('learning.by', { name: line.instructorDisplay })}
        </p>
        {line.owned ? (
          <p className="text-sm font-semibold text-emerald-700">{t('learning.cart.owned')}</p>
        ) : (
          <PriceTag price={line.price} />
        )}
        <div className="mt-1 flex flex-wrap gap-4">
          <button type="button" className={action} onClick={onRemove} disabled={busy}>
            {t('learning.cart.remove')}
          </button>
          <button type="button" className={action} onClick={onFavourite} disabled={busy}>
            {t('learning.cart.favourite')}
          </button>
          <button type="button" className={action} onClick={onGift} disabled={busy}>
            {t('learning.enrol.gift')}
          </button>
        </div>
      </div>
    </li>
  );
}
