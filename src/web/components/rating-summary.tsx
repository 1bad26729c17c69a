import { useTranslation } from 'react-i18next';
import type { RatingSummary as Rating } from '../../shared/reviews';

/** Renters' average rating of a car, "★ 4.5 (12)", read out in full (decision 0049). */
export function RatingSummary({ rating, className = '' }: { rating: Rating; className?: string }) {
  const { t } = useTranslation();
  const average = rating.average.toFixed(1);
  const label =
    rating.count === 1
      ? t('cars.rating.one', { average })
      : t('cars.rating.other', { average, count: rating.count });
  return (
    <p className={`flex items-center gap-1 text-sm text-slate-700 ${className}`}>
      <span aria-hidden="true" className="text-amber-500">
        ★
      </span>
      <span aria-hidden="true" className="font-semibold text-slate-900">
        {average}
      </span>
      <span aria-hidden="true">({rating.count})</span>
      <span className="sr-only">{label}</span>
    </p>
  );
}
