import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ErrorAlert } from '../../../components/error-alert';
import { errorMessage } from '../../../lib/api-client';
import { ReviewDecision, type ReviewDecisionMutation } from '../shared/review-decision';

const QUEUE = '/staff/courses';

function BackToQueue() {
  const { t } = useTranslation();
  return (
    <Link to={QUEUE} className="text-sm font-semibold text-brand-800 underline">
      {t('console.school.preview.back')}
    </Link>
  );
}

/** A preview that could not be loaded, with the way back to the review queue. */
export function ReviewPreviewError({ error }: { error: unknown }) {
  return (
    <section className="max-w-4xl space-y-4">
      <BackToQueue />
      <ErrorAlert message={errorMessage(error)} />
    </section>
  );
}

/**
 * An item On Review (a course, a customer's blog) as it will be published: its category,
 * title, author and cover, what `children` show of it, then the decision, after which the page
 * goes back to the queue.
 */
export function ReviewPreview({
  id,
  category,
  title,
  author,
  imageUrl,
  liveLabel,
  decide,
  children,
}: {
  id: number;
  category: string;
  title: string;
  author: string;
  imageUrl: string;
  liveLabel: string;
  decide: ReviewDecisionMutation;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <section className="max-w-4xl space-y-6">
      <BackToQueue />
      <header>
        <p className="text-xs font-semibold text-slate-600 uppercase">
          {t('console.school.preview.onReview', { category })}
        </p>
        <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
        <p className="text-sm text-slate-700">{t('console.school.by', { author })}</p>
      </header>
      <img
        src={imageUrl}
        alt={t('console.school.preview.cover', { title })}
        className="aspect-video w-full max-w-xl rounded-2xl border border-slate-200 object-cover"
      />
      {children}
      <section
        aria-labelledby="preview-decision"
        className="rounded-2xl border border-slate-200 bg-white p-5"
      >
        <h2 id="preview-decision" className="text-lg font-bold text-slate-900">
          {t('console.school.preview.decision')}
        </h2>
        <ReviewDecision
          id={id}
          title={title}
          liveLabel={liveLabel}
          decide={decide}
          onDecided={() => void navigate(QUEUE)}
        />
      </section>
    </section>
  );
}
