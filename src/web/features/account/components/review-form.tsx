import { useId, useState } from 'react';
import { useForm, type UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  REVIEW_COMMENT_MAX,
  REVIEW_MESSAGES,
  type AwaitingReview,
  type MyReview,
} from '../../../../shared/reviews';
import { ActionError } from '../../../components/action-error';
import { useMessage } from '../../../lib/use-message';
import { sendReview } from '../api/reviews-api';

const STARS = [1, 2, 3, 4, 5] as const;

interface ReviewValues {
  carRating: string;
  branchRating: string;
  comment: string;
}

/** One 1-5 rating as radio buttons, each with its visible label, under the group's legend. */
function RatingGroup({
  legend,
  field,
  error,
}: {
  legend: string;
  field: UseFormRegisterReturn;
  error: string | undefined;
}) {
  const { t } = useTranslation();
  const errorId = useId();
  return (
    <fieldset aria-describedby={error ? errorId : undefined} aria-invalid={Boolean(error)}>
      <legend className="font-semibold text-slate-900">{legend}</legend>
      <div className="mt-2 flex flex-wrap gap-2">
        {STARS.map((n) => (
          <label
            key={n}
            className="flex cursor-pointer items-center gap-2 rounded-xl px-3 py-2 ring-1 ring-slate-300 has-[:checked]:bg-brand-50 has-[:checked]:ring-brand-600"
          >
            <input type="radio" value={String(n)} className="accent-brand-700" {...field} />
            <span>{n === 1 ? t('account.reviews.star') : t('account.reviews.stars', { n })}</span>
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/** The customer's review of one completed trip: the car and the branch 1-5 and a comment. */
export function ReviewForm({
  trip,
  onDone,
  onCancel,
}: {
  trip: AwaitingReview;
  onDone: (review: MyReview) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const message = useMessage();
  const titleId = useId();
  const commentId = useId();
  const hintId = useId();
  const [failure, setFailure] = useState<unknown>();
  const { register, handleSubmit, formState } = useForm<ReviewValues>({
    defaultValues: { carRating: '', branchRating: '', comment: '' },
  });
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(async (values) => {
    setFailure(undefined);
    try {
      onDone(
        await sendReview({
          bookingId: trip.bookingId,
          carRating: Number(values.carRating),
          branchRating: Number(values.branchRating),
          comment: values.comment,
        }),
      );
    } catch (error) {
      setFailure(error);
    }
  });

  return (
    <form
      aria-labelledby={titleId}
      onSubmit={onSubmit}
      noValidate
      className="space-y-4 rounded-2xl border border-brand-200 bg-brand-50/40 p-4"
    >
      <h2 id={titleId} className="text-lg font-bold text-slate-900">
        {t('account.reviews.formTitle', { car: trip.carTitle })}
      </h2>
      <RatingGroup
        legend={t('account.reviews.carGroup')}
        field={register('carRating', { required: REVIEW_MESSAGES.carRating })}
        error={errors.carRating?.message && message(errors.carRating.message)}
      />
      <RatingGroup
        legend={t('account.reviews.branchGroup')}
        field={register('branchRating', { required: REVIEW_MESSAGES.branchRating })}
        error={errors.branchRating?.message && message(errors.branchRating.message)}
      />
      <div>
        <label htmlFor={commentId} className="font-semibold text-slate-900">
          {t('account.reviews.comment')}
        </label>
        <textarea
          id={commentId}
          rows={4}
          maxLength={REVIEW_COMMENT_MAX}
          aria-describedby={hintId}
          className="mt-1 block w-full rounded-xl border border-slate-300 p-3"
          {...register('comment', {
            maxLength: { value: REVIEW_COMMENT_MAX, message: REVIEW_MESSAGES.commentTooLong },
          })}
        />
        <p id={hintId} className="mt-1 text-sm text-slate-600">
          {t('account.reviews.commentHint', { max: REVIEW_COMMENT_MAX })}
        </p>
      </div>
      <ActionError error={failure} />
      <div className="flex flex-wrap gap-3">
        <button type="submit" className="btn btn-primary" disabled={isSubmitting}>
          {isSubmitting ? t('account.reviews.sending') : t('account.reviews.submit')}
        </button>
        <button type="button" className="btn btn-outline" onClick={onCancel}>
          {t('account.reviews.cancel')}
        </button>
      </div>
    </form>
  );
}
