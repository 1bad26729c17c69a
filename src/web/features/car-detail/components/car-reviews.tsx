import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { formatIstDate } from '../../../../shared/ist-format';
import { languageOfTag, type Language } from '../../../../shared/language';
import type { CarReviews as CarReviewsData, PublicReview } from '../../../../shared/reviews';
import { ErrorAlert } from '../../../components/error-alert';
import { Pager } from '../../../components/pager';
import { Spinner } from '../../../components/spinner';
import { errorMessage, isRetryable } from '../../../lib/api-client';
import { textLang } from '../../../lib/text-lang';
import { useCarReviews } from '../api/get-car-reviews';

interface ReviewedCar {
  id: number;
  brandName: string;
  modelName: string;
}

/** "Sept 2026" ("सित॰ 2026"): the month a trip started in, from its first day (YYYY-MM-01). */
export function tripMonthText(tripMonth: string, language: Language) {
  const date = formatIstDate(new Date(`${tripMonth}T00:00:00+05:30`), language);
  return date.split(' ').slice(1).join(' ');
}

/**
 * The car's Product structured data with its renters' AggregateRating, for search engines;
 * only once a visible review rates it. `<` is escaped so the data never closes the script.
 */
function RatingData({ car, data }: { car: ReviewedCar; data: CarReviewsData }) {
  if (data.count === 0 || data.average === null) return null;
  const json = JSON.stringify({
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: `${car.brandName} ${car.modelName}`,
    brand: { '@type': 'Brand', name: car.brandName },
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: data.average,
      reviewCount: data.count,
      bestRating: 5,
      worstRating: 1,
    },
  }).replace(/</g, '\\u003c');
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}

function Stars({ label, rating }: { label: string; rating: number }) {
  const { t } = useTranslation();
  return (
    <p className="flex items-center gap-2 text-sm text-slate-700">
      <span className="font-semibold">{label}</span>
      <span aria-hidden="true" className="text-amber-500">
        {'★'.repeat(rating)}
        <span className="text-slate-300">{'★'.repeat(5 - rating)}</span>
      </span>
      <span className="sr-only">{t('carDetail.reviews.stars', { rating })}</span>
    </p>
  );
}

function ReviewItem({ review, language }: { review: PublicReview; language: Language }) {
  const { t } = useTranslation();
  return (
    <li className="space-y-2 rounded-2xl bg-white p-4 ring-1 ring-slate-200">
      <p className="flex flex-wrap items-baseline justify-between gap-2">
        <span className="font-semibold text-slate-900" lang={textLang(review.firstName)}>
          {review.firstName}
        </span>
        <span className="text-sm text-slate-600">
          {t('carDetail.reviews.trip', { month: tripMonthText(review.tripMonth, language) })}
        </span>
      </p>
      <Stars label={t('carDetail.reviews.car')} rating={review.carRating} />
      <Stars label={t('carDetail.reviews.branch')} rating={review.branchRating} />
      {review.comment && (
        <p className="whitespace-pre-line text-slate-800" lang={textLang(review.comment)}>
          {review.comment}
        </p>
      )}
      {review.reply && (
        <div className="rounded-xl bg-slate-50 p-3 text-sm text-slate-700">
          <p className="font-semibold text-slate-900">{t('carDetail.reviews.reply')}</p>
          <p className="whitespace-pre-line" lang={textLang(review.reply)}>
            {review.reply}
          </p>
        </div>
      )}
    </li>
  );
}

/** The car page's reviews: average, count and the latest reviews, ten a page (decision 0049). */
export function CarReviews({ car }: { car: ReviewedCar }) {
  const { t, i18n } = useTranslation();
  const language = languageOfTag(i18n.language);
  const [params] = useSearchParams();
  const page = Math.max(1, Math.floor(Number(params.get('reviews')) || 1));
  const reviews = useCarReviews(car.id, page);
  const data = reviews.data;

  return (
    <section aria-labelledby="reviews-heading" className="space-y-4">
      <h2 id="reviews-heading" className="text-2xl font-extrabold text-slate-900">
        {t('carDetail.reviews.heading')}
      </h2>
      {reviews.isPending ? (
        <Spinner label={t('carDetail.reviews.loading')} />
      ) : reviews.isError || !data ? (
        <ErrorAlert
          title={t('carDetail.reviews.loadError')}
          message={errorMessage(reviews.error)}
          onRetry={isRetryable(reviews.error) ? () => void reviews.refetch() : undefined}
        />
      ) : !data.count || typeof data.average !== 'number' ? (
        <p className="text-slate-600">{t('carDetail.reviews.none')}</p>
      ) : (
        <>
          <RatingData car={car} data={data} />
          <p className="flex items-baseline gap-3">
            <span className="text-3xl font-extrabold text-slate-900">
              {t('carDetail.reviews.average', { average: data.average.toFixed(1) })}
            </span>
            <span className="text-slate-600">
              {data.count === 1
                ? t('carDetail.reviews.countOne')
                : t('carDetail.reviews.countOther', { count: data.count })}
            </span>
          </p>
          <ul className="grid gap-4 md:grid-cols-2">
            {data.reviews.map((review) => (
              <ReviewItem key={review.id} review={review} language={language} />
            ))}
          </ul>
          <Pager
            page={data.page}
            pageCount={data.pageCount}
            hrefOf={(n) => `?reviews=${n}`}
            label={t('carDetail.reviews.pages')}
          />
        </>
      )}
    </section>
  );
}
