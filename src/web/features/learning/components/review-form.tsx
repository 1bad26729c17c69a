import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, errorMessage } from '../../../lib/api-client';
import { LEARNING_KEY } from '../api/catalogue-api';
import { useTranslation } from 'react-i18next';
import { useMessage } from '../../../lib/use-message';

const RATINGS = [0.5, 1, 1.5, 2, 2.5, 3, 3.5, 4, 4.5, 5];
/** Spec: the review form closes about 2.8 seconds after it is sent. */
export const REVIEW_CLOSE_MS = 2_800;

/** Course review: choose a rating (half stars) first; only then the comment box appears. */
export function ReviewForm({ slug }: { slug: string }) {
  const { t } = useTranslation();
  const message = useMessage();
  const queryClient = useQueryClient();
  const [rating, setRating] = useState<number | null>(null);
  const [comment, setComment] = useState('');
  const [closed, setClosed] = useState(false);
  const send = useMutation({
    mutationFn: () =>
      apiRequest(`/api/learning/courses/${encodeURIComponent(slug)}/reviews`, {
        method: 'POST',
        body: { rating, comment },
      }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: LEARNING_KEY });
      setTimeout(() => setClosed(true), REVIEW_CLOSE_MS);
    },
  });
  if (closed) return null;
  if (send.isSuccess) {
    return (
      <p role="status" className="mt-3 rounded-xl bg-emerald-50 p-3 text-emerald-900">
        {t('learning.review.thanks')}
      </p>
    );
  }
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (rating !== null) send.mutate();
  };
  return (
    <form onSubmit={onSubmit} className="mt-3 rounded-xl border border-slate-200 bg-white p-4">
      <fieldset>
        <legend className="font-semibold text-slate-900">{t('learning.review.rating')}</legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {RATINGS.map((r) => (
            <label key={r} className="flex items-center gap-1 text-sm text-slate-800">
              <input
                type="radio"
                name="rating"
                checked={rating === r}
                onChange={() => setRating(r)}
              />
              {r === 1
                ? t('learning.review.star', { count: r })
                : t('learning.review.stars', { count: r })}
            </label>
          ))}
        </div>
      </fieldset>
      {rating !== null && (
        <>
          <label className="mt-3 block text-sm font-semibold text-slate-800">
            {t('learning.review.comment')}
            <textarea
              className="mt-1 w-full rounded-lg border border-slate-300 px-3 py-2"
              rows={3}
              maxLength={1000}
              value={comment}
              onChange={(e) => setComment(e.target.value)}
            />
          </label>
          <button type="submit" className="btn btn-primary mt-3" disabled={send.isPending}>
            {send.isPending ? t('learning.processing') : t('learning.review.submit')}
          </button>
        </>
      )}
      {send.isError && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {message(errorMessage(send.error))}
        </p>
      )}
    </form>
  );
}
