import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { formatIstDate } from '../../../../shared/ist-format';
import { languageOfTag } from '../../../../shared/language';
import type { MyReview } from '../../../../shared/reviews';
import { ErrorAlert } from '../../../components/error-alert';
import { PageLoader } from '../../../components/spinner';
import { errorMessage } from '../../../lib/api-client';
import { textLang } from '../../../lib/text-lang';
import { useFormat } from '../../../lib/use-format';
import { MY_REVIEWS_KEY, useMyReviews } from '../api/reviews-api';
import { ReviewForm } from './review-form';
import { Notice, SectionCard } from './section-card';

/** "Sept 2026" from the first day of the trip's month. */
function monthOf(tripMonth: string, language: 'en' | 'hi') {
  return formatIstDate(new Date(`${tripMonth}T00:00:00+05:30`), language)
    .split(' ')
    .slice(1)
    .join(' ');
}

function WrittenReview({ review }: { review: MyReview }) {
  const { t, i18n } = useTranslation();
  const language = languageOfTag(i18n.language);
  return (
    <li className="space-y-1 rounded-xl border border-slate-200 p-3">
      <p className="font-semibold text-slate-900" lang={textLang(review.carTitle)}>
        {review.carTitle}
      </p>
      <p className="text-sm text-slate-700">
        {t('account.reviews.ratings', { car: review.carRating, branch: review.branchRating })}
        {' · '}
        {t('account.reviews.tripMonth', { month: monthOf(review.tripMonth, language) })}
      </p>
      {review.comment && (
        <p className="whitespace-pre-line text-slate-800" lang={textLang(review.comment)}>
          {review.comment}
        </p>
      )}
      {review.hidden && <p className="text-sm text-amber-800">{t('account.reviews.hidden')}</p>}
      {review.reply && (
        <p className="rounded-lg bg-slate-50 p-2 text-sm text-slate-700">
          <span className="font-semibold">{t('account.reviews.reply')}: </span>
          <span lang={textLang(review.reply)}>{review.reply}</span>
        </p>
      )}
    </li>
  );
}

/**
 * /user/page/MyReviews: the completed trips awaiting a review, each with "Rate your trip", and
 * the reviews written. `?booking=` (the review request's link) opens that trip's form.
 */
export function MyReviews() {
  const { t } = useTranslation();
  const { date } = useFormat();
  const queryClient = useQueryClient();
  const reviews = useMyReviews();
  const [params, setParams] = useSearchParams();
  const [thanks, setThanks] = useState(false);
  const chosen = Number(params.get('booking'));

  const choose = (bookingId: number | undefined) => {
    setThanks(false);
    setParams(bookingId ? { booking: String(bookingId) } : {}, { replace: true });
  };

  if (reviews.isPending) return <PageLoader label={t('account.reviews.loading')} />;
  if (reviews.isError) {
    return (
      <ErrorAlert message={errorMessage(reviews.error)} onRetry={() => void reviews.refetch()} />
    );
  }
  const { awaiting, written } = reviews.data;
  const trip = awaiting.find((a) => a.bookingId === chosen);

  return (
    <SectionCard title={t('account.reviews.title')}>
      <div className="space-y-6">
        {thanks && <Notice kind="success">{t('account.reviews.thanks')}</Notice>}
        {trip && (
          <ReviewForm
            key={trip.bookingId}
            trip={trip}
            onCancel={() => choose(undefined)}
            onDone={() => {
              choose(undefined);
              setThanks(true);
              void queryClient.invalidateQueries({ queryKey: MY_REVIEWS_KEY });
            }}
          />
        )}
        <section aria-labelledby="awaiting-heading" className="space-y-3">
          <h2 id="awaiting-heading" className="text-lg font-bold text-slate-900">
            {t('account.reviews.awaiting')}
          </h2>
          {awaiting.length === 0 ? (
            <p className="text-slate-600">{t('account.reviews.noneAwaiting')}</p>
          ) : (
            <ul className="space-y-2">
              {awaiting.map((a) => (
                <li
                  key={a.bookingId}
                  className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-slate-200 p-3"
                >
                  <span>
                    {t('account.reviews.trip', {
                      car: a.carTitle,
                      date: date(new Date(a.pickupAt)),
                    })}
                  </span>
                  <button
                    type="button"
                    className="btn btn-primary"
                    aria-label={t('account.reviews.rateLabel', { car: a.carTitle })}
                    onClick={() => choose(a.bookingId)}
                  >
                    {t('account.reviews.rate')}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </section>
        <section aria-labelledby="written-heading" className="space-y-3">
          <h2 id="written-heading" className="text-lg font-bold text-slate-900">
            {t('account.reviews.written')}
          </h2>
          {written.length === 0 ? (
            <p className="text-slate-600">{t('account.reviews.noneWritten')}</p>
          ) : (
            <ul className="space-y-2">
              {written.map((review) => (
                <WrittenReview key={review.id} review={review} />
              ))}
            </ul>
          )}
        </section>
      </div>
    </SectionCard>
  );
}
