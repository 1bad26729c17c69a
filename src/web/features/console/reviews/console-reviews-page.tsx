import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MANAGER_ROLES } from '../../../../shared/console';
import {
  REVIEW_COMMENT_MAX,
  REVIEW_HIDE_REASON_MAX,
  type ConsoleReview,
} from '../../../../shared/reviews';
import { ActionError } from '../../../components/action-error';
import { PageLoader } from '../../../components/spinner';
import { useFormat } from '../../../lib/use-format';
import { usePageTitle } from '../../../lib/use-page-title';
import { useConsoleMe } from '../shared/console-session-api';
import { BranchFilter } from '../shared/branch-picker';
import { LoadError } from '../shared/load-error';
import { PageButtons } from '../shared/page-buttons';
import { useConsoleReviews, useReviewDecision } from './console-reviews-api';

/**
 * /staff/reviews: renters' reviews of the branch's cars, newest first, hidden ones too. The
 * desk replies once, publicly; a manager or an admin hides one with the reason (decision 0049).
 */
export function ConsoleReviewsPage() {
  const { t } = useTranslation();
  usePageTitle(t('console.reviews.title'));
  const me = useConsoleMe(true);
  const isAdmin = me.data?.staffRole === 'admin';
  const canHide = me.data ? MANAGER_ROLES.includes(me.data.staffRole) : false;
  const [branchId, setBranchId] = useState('');
  const [page, setPage] = useState(1);
  const reviews = useConsoleReviews(page, branchId);
  return (
    <section className="max-w-4xl">
      <h1 className="mb-4 text-2xl font-bold text-slate-900">{t('console.reviews.title')}</h1>
      {isAdmin && (
        <BranchFilter
          label={t('console.reviews.branch')}
          everyBranch={t('console.reviews.everyBranch')}
          value={branchId}
          onChange={(id) => (setBranchId(id), setPage(1))}
        />
      )}
      {reviews.isPending ? (
        <PageLoader label={t('console.reviews.loading')} />
      ) : reviews.isError ? (
        <LoadError error={reviews.error} onRetry={() => void reviews.refetch()} />
      ) : (
        <>
          {reviews.data.reviews.length === 0 && (
            <p className="mt-3 text-slate-700">{t('console.reviews.none')}</p>
          )}
          <ul className="mt-3 space-y-3">
            {reviews.data.reviews.map((r) => (
              <ReviewItem key={r.id} review={r} canHide={canHide} />
            ))}
          </ul>
          <PageButtons page={page} pages={reviews.data.pageCount} onPage={setPage} />
        </>
      )}
    </section>
  );
}

function ReviewItem({ review: r, canHide }: { review: ConsoleReview; canHide: boolean }) {
  const { t } = useTranslation();
  const { date, dateTime } = useFormat();
  return (
    <li
      aria-label={t('console.reviews.itemLabel', { name: r.customerFirstName, car: r.carTitle })}
      className={`space-y-2 rounded-2xl p-4 shadow-sm ${r.hiddenAt ? 'bg-slate-100' : 'bg-white'}`}
    >
      <p className="font-semibold text-slate-900">
        {t('console.reviews.summary', {
          name: r.customerFirstName,
          car: r.carTitle,
          branch: r.branchName,
          when: date(new Date(r.createdAt)),
          booking: r.bookingId,
        })}
      </p>
      <p className="text-sm text-slate-700">
        {t('console.reviews.ratings', { car: r.carRating, branch: r.branchRating })}
      </p>
      <p className="whitespace-pre-line text-slate-800">
        {r.comment || t('console.reviews.noComment')}
      </p>
      {r.hiddenAt && (
        <p className="rounded-xl bg-amber-50 p-2 text-sm text-amber-900">
          {t('console.reviews.hiddenBecause', {
            when: dateTime(new Date(r.hiddenAt)),
            reason: r.hiddenReason ?? '',
          })}
        </p>
      )}
      {r.reply ? (
        <div className="rounded-xl bg-brand-50 p-3 text-sm">
          <p className="font-semibold">{t('console.reviews.replied')}</p>
          <p className="whitespace-pre-line">{r.reply}</p>
        </div>
      ) : (
        <DecisionForm review={r} action="reply" />
      )}
      {canHide && !r.hiddenAt && <DecisionForm review={r} action="hide" />}
    </li>
  );
}

/** The reply (once, public) or the reason for hiding; the server refuses an empty one too. */
function DecisionForm({ review: r, action }: { review: ConsoleReview; action: 'hide' | 'reply' }) {
  const { t } = useTranslation();
  const decide = useReviewDecision(r.id, action);
  const [text, setText] = useState('');
  const [empty, setEmpty] = useState(false);
  const id = useId();
  const words = action === 'hide' ? 'hide' : 'reply';
  return (
    <form
      className="space-y-2"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (!text.trim()) return setEmpty(true);
        setEmpty(false);
        decide.mutate(text.trim(), { onSuccess: () => setText('') });
      }}
    >
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        {t(`console.reviews.${words}.label`, { name: r.customerFirstName })}
      </label>
      <textarea
        id={id}
        className="field"
        rows={action === 'hide' ? 2 : 3}
        maxLength={action === 'hide' ? REVIEW_HIDE_REASON_MAX : REVIEW_COMMENT_MAX}
        value={text}
        aria-invalid={empty}
        aria-describedby={empty ? `${id}-error` : undefined}
        onChange={(e) => setText(e.target.value)}
      />
      {empty && (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {t(`console.reviews.${words}.required`)}
        </p>
      )}
      <button
        type="submit"
        className={action === 'hide' ? 'btn btn-outline' : 'btn btn-primary'}
        disabled={decide.isPending}
      >
        {decide.isPending ? t('console.reviews.saving') : t(`console.reviews.${words}.submit`)}
      </button>
      <ActionError error={decide.error} />
    </form>
  );
}
