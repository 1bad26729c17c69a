import { Link, useNavigate, useParams } from 'react-router';
import { formatPrice, percentOff } from '../../../../shared/learning-pricing';
import { ErrorAlert } from '../../../components/error-alert';
import { PageLoader } from '../../../components/spinner';
import { errorMessage } from '../../../lib/api-client';
import { usePageTitle } from '../../../lib/use-page-title';
import { useCoursePreview, useDecideCourse } from '../api/course-review-api';
import { ReviewDecision } from '../components/review-decision';

/**
 * /staff/courses/:id/preview: a course On Review as learners would get it (the public page
 * shows nothing until it is Live), with the decision at the end.
 */
export function CoursePreviewPage() {
  usePageTitle('Course preview');
  const id = Number(useParams().id);
  const course = useCoursePreview(id);
  const decide = useDecideCourse();
  const navigate = useNavigate();
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
  return (
    <section className="max-w-4xl space-y-6">
      {back}
      <header>
        <p className="text-xs font-semibold text-slate-600 uppercase">
          {draft.category} · On Review
        </p>
        <h1 className="text-2xl font-bold text-slate-900">{draft.title}</h1>
        <p className="text-sm text-slate-700">By {course.data.instructorDisplay}</p>
      </header>
      <img
        src={draft.imageUrl}
        alt={`Cover of ${draft.title}`}
        className="aspect-video w-full max-w-xl rounded-2xl border border-slate-200 object-cover"
      />
      <p className="text-slate-800">{draft.summary}</p>
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
          <ol className="mt-2 space-y-4">
            {draft.lessons.map((l, i) => (
              <li key={i} className="rounded-2xl border border-slate-200 bg-white p-4">
                <h3 className="font-bold text-slate-900">
                  {i + 1}. {l.title}
                </h3>
                {/* Sanitised on the server when the instructor saved it. */}
                <div
                  className="prose mt-2 max-w-none"
                  dangerouslySetInnerHTML={{ __html: l.bodyHtml }}
                />
              </li>
            ))}
          </ol>
        </section>
      )}
      {draft.questions.length > 0 && (
        <section aria-labelledby="preview-questions">
          <h2 id="preview-questions" className="text-lg font-bold text-slate-900">
            Questions ({draft.questions.length})
          </h2>
          <ol className="mt-2 space-y-4">
            {draft.questions.map((q, i) => (
              <li key={i} className="rounded-2xl border border-slate-200 bg-white p-4">
                <p className="font-semibold text-slate-900">
                  {i + 1}. {q.prompt}
                </p>
                <ul className="mt-2 space-y-1">
                  {q.options.map((option, o) => (
                    <li
                      key={o}
                      className={
                        o === q.correctIndex ? 'font-bold text-emerald-800' : 'text-slate-800'
                      }
                    >
                      {option}
                      {o === q.correctIndex && ' (right answer)'}
                    </li>
                  ))}
                </ul>
                <p className="mt-2 text-sm text-slate-700">Explanation: {q.explanation}</p>
              </li>
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
          title={draft.title}
          liveLabel={`Make ${draft.title} Live`}
          decide={decide}
          onDecided={() => void navigate('/staff/courses')}
        />
      </section>
    </section>
  );
}
