import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { percentOff } from '../../../../shared/learning-pricing';
import { PageLoader } from '../../../components/spinner';
import { useFormat } from '../../../lib/use-format';
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
  const { t } = useTranslation();
  const { price } = useFormat();
  usePageTitle(t('console.school.course.title'));
  const id = Number(useParams().id);
  const course = useCoursePreview(id);
  const decide = useDecideCourse();
  const [show, setShow] = useState<PreviewLanguages>('both');
  if (course.isPending) return <PageLoader label={t('console.school.course.loading')} />;
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
      liveLabel={t('console.school.makeLive', { title })}
      decide={decide}
    >
      <LanguageToggle value={show} onChange={setShow} />
      <section aria-labelledby="preview-summary">
        <h2 id="preview-summary" className="text-lg font-bold text-slate-900">
          {t('console.school.course.summary')}
        </h2>
        <SummaryPreview draft={draft} show={show} />
      </section>
      <section aria-labelledby="preview-prices">
        <h2 id="preview-prices" className="text-lg font-bold text-slate-900">
          {t('console.school.course.price')}
        </h2>
        <ul className="mt-2 space-y-1 text-slate-800">
          {course.data.prices.map((p) => (
            <li key={p.currency}>
              {p.free
                ? t('console.school.course.free', { currency: p.currency })
                : t('console.school.course.priceIn', {
                    currency: p.currency,
                    price: price(p.final, p.currency),
                  })}
              {percentOff(p.list, p.final) > 0 &&
                t('console.school.course.listOff', {
                  list: price(p.list, p.currency),
                  percent: percentOff(p.list, p.final),
                })}
            </li>
          ))}
        </ul>
      </section>
      {draft.lessons.length > 0 && (
        <section aria-labelledby="preview-lessons">
          <h2 id="preview-lessons" className="text-lg font-bold text-slate-900">
            {t('console.school.course.lessons', { count: draft.lessons.length })}
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
            {t('console.school.course.questions', { count: draft.questions.length })}
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
  const { t } = useTranslation();
  const en = items.filter((i) => i.en !== '').length;
  const hi = items.filter((i) => i.hi !== '').length;
  return (
    <p className="text-sm text-slate-700">{t('console.school.course.inLanguages', { en, hi })}</p>
  );
}
