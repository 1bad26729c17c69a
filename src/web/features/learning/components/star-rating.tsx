import { halfStars, ratingLabel } from '../../../../shared/learning-rules';
import { useTranslation } from 'react-i18next';

/** Five stars filled in half steps; "N/A" when the course has no rating yet. */
export function StarRating({ rating, count }: { rating: number; count?: number }) {
  const { t } = useTranslation();
  const stars = halfStars(rating);
  if (stars === 0) {
    return <span className="text-sm text-slate-600">{t('learning.rating.none')}</span>;
  }
  return (
    <span className="inline-flex items-center gap-1 text-sm text-slate-700">
      <span
        role="img"
        aria-label={t('learning.rating.rated', { rating: ratingLabel(rating) })}
        className="flex"
      >
        {[1, 2, 3, 4, 5].map((n) => {
          const fill = stars >= n ? '100%' : stars === n - 0.5 ? '50%' : '0%';
          return (
            <span key={n} className="relative inline-block text-slate-300" aria-hidden="true">
              ★
              <span
                className="absolute inset-0 overflow-hidden text-amber-500"
                style={{ width: fill }}
              >
                ★
              </span>
            </span>
          );
        })}
      </span>
      <span className="font-semibold">{ratingLabel(rating)}</span>
      {count !== undefined && <span className="text-slate-500">({count})</span>}
    </span>
  );
}
