import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { formatPrice, percentOff } from '../../../../shared/learning-pricing';
import { ErrorAlert } from '../../../components/error-alert';
import { PageLoader } from '../../../components/spinner';
import { errorMessage } from '../../../lib/api-client';
import { usePageTitle } from '../../../lib/use-page-title';
import { useCoursePreview, useDecideCourse } from '../api/course-review-api';
import { ReviewDecision } from '../components/review-decision';
import {
  LanguageToggle,
  LessonPreview,
  QuestionPreview,
  SummaryPreview,
  type PreviewLanguages,
} from '../components/bilingual-preview';

/**
 * /staff/courses/:id/preview: a course On Review as learners would get it (the public page
 * shows nothing until it is Live), with the decision at the end. Its English and Hindi text side
 * by side, or one of them, with a note where the instructor left a language out (issue 23).
 */
export function CoursePreviewPage() {
  usePageTitle('Course preview');
  const id = Number(useParams().id);
  const course = useCoursePreview(id);
  const decide = useDecideCourse();
  const navigate = useNavigate();
  const [show, setShow] = useState<PreviewLanguages>('both');
  const back = (
    <Link to="/staff/courses" className="text-sm font-semibold text-brand-800 underline">
      Back to the review queue
    </Link>
  );
  if (course.isPending) return <PageLoader label="Loading the course…" />;
  if (course.isError)
    return (
      <section className="max-w-4xl space-y-4">
        {back}
        <ErrorAlert message={errorMessage(course.error)} />
      </section>
    );
  const { draft } = course.data;
  const title = draft.title || draft.titleHi;
  return (
    <section className="max-w-4xl space-y-6">
      {back}
      <header>
        <p className="text-xs font-semibold text-slate-600 uppercase">
          {draft.category} · On Review
        </p>
        <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
        <p className="text-sm text-slate-700">By {course.data.instructorDisplay}</p>
      </header>
      <img
        src={draft.imageUrl}
        alt={`Cover of ${title}`}
        className="aspect-video w-full max-w-xl rounded-2xl border border-slate-200 object-cover"
      />
      <LanguageToggle value={show} onChange={setShow} />
      <section aria-labelledby="preview-summary">
        <h2 id="preview-summary" className="text-lg font-bold text-slate-900">
          Title and summary
        </h2>
        <SummaryPreview draft={draft} show={show} />
      </section>
      <section aria-labelledby="preview-prices">
        <h2 id="preview-prices" className="text-lg font-bold text-slate-900">
          Price
        </h2>
        <ul className="mt-2 space-y-1 text-slate-800">
          {course.data.prices.map((p) => (
            <li key={p.currency}>
              {p.free
                ? `${p.currency}: free`
                : `${p.currency}: ${formatPrice(p.final, p.currency)}`}
              {percentOff(p.list, p.final) > 0 &&
                ` (list ${formatPrice(p.list, p.currency)}, ${percentOff(p.list, p.final)}% off)`}
            </li>
          ))}
        </ul>
      </section>
      {draft.lessons.length > 0 && (
        <section aria-labelledby="preview-lessons">
          <h2 id="preview-lessons" className="text-lg font-bold text-slate-900">
            Lessons ({draft.lessons.length})
          </h2>
          <InLanguages items={draft.lessons.map((l) => ({ en: l.title, hi: l.titleHi }))} />
          <ol className="mt-2 space-y-4">
            {draft.lessons.map((l, i) => (
              <LessonPreview key={i} lesson={l} n={i + 1} show={show} />
            ))}
          </ol>
        </section>
      )}
      {draft.questions.length > 0 && (
        <section aria-labelledby="preview-questions">
          <h2 id="preview-questions" className="text-lg font-bold text-slate-900">
            Questions ({draft.questions.length})
          </h2>
          <InLanguages items={draft.questions.map((q) => ({ en: q.prompt, hi: q.promptHi }))} />
          <ol className="mt-2 space-y-4">
            {draft.questions.map((q, i) => (
              <QuestionPreview key={i} question={q} n={i + 1} show={show} />
            ))}
          </ol>
        </section>
      )}
      <section
        aria-labelledby="preview-decision"
        className="rounded-2xl border border-slate-200 bg-white p-5"
      >
        <h2 id="preview-decision" className="text-lg font-bold text-slate-900">
          Decision
        </h2>
        <ReviewDecision
          id={id}
          title={title}
          liveLabel={`Make ${title} Live`}
          decide={decide}
          onDecided={() => void navigate('/staff/courses')}
        />
      </section>
    </section>
  );
}

/** How many of the lessons or questions each language has: "3 in English, 2 in Hindi". */
function InLanguages({ items }: { items: { en: string; hi: string }[] }) {
  const en = items.filter((i) => i.en !== '').length;
  const hi = items.filter((i) => i.hi !== '').length;
  return (
    <p className="text-sm text-slate-700">
      {en} in English, {hi} in Hindi
    </p>
  );
}
