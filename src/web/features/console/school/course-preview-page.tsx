import { useState } from 'react';
import { useParams } from 'react-router';
import { formatPrice, percentOff } from '../../../../shared/learning-pricing';
import { PageLoader } from '../../../components/spinner';
import { usePageTitle } from '../../../lib/use-page-title';
import { useCoursePreview, useDecideCourse } from './course-review-api';
import { ReviewPreview, ReviewPreviewError } from './review-preview';
import {
  LanguageToggle,
  LessonPreview,
  QuestionPreview,
  SummaryPreview,
  type PreviewLanguages,
} from './bilingual-preview';

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
  const [show, setShow] = useState<PreviewLanguages>('both');
  if (course.isPending) return <PageLoader label="Loading the course…" />;
  if (course.isError) return <ReviewPreviewError error={course.error} />;
  const { draft } = course.data;
  const title = draft.title || draft.titleHi;
  return (
    <ReviewPreview
      id={id}
      category={draft.category}
      title={title}
      author={course.data.instructorDisplay}
      imageUrl={draft.imageUrl}
      liveLabel={`Make ${title} Live`}
      decide={decide}
    >
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
    </ReviewPreview>
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
