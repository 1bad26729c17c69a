import { Link, useParams, useSearchParams } from 'react-router';
import { ErrorAlert } from '../../../components/error-alert';
import { HtmlContent } from '../../../components/html-content';
import { RequireCustomer } from '../../../components/require-customer';
import { PageLoader } from '../../../components/spinner';
import { errorMessage } from '../../../lib/api-client';
import { usePageTitle } from '../../../lib/use-page-title';
import { useCourseDetail } from '../api/catalogue-api';
import { useLesson } from '../api/study-api';
import { useTranslation } from 'react-i18next';

/** /courseStudent/{slug}: an enrolled student reads the lessons, one at a time. */
export function CourseStudentPage() {
  return (
    <RequireCustomer>
      <CourseLessons />
    </RequireCustomer>
  );
}

function CourseLessons() {
  const { t } = useTranslation();
  const { slug = '' } = useParams();
  const [params] = useSearchParams();
  const course = useCourseDetail(slug);
  const firstId = course.data?.syllabus[0]?.id ?? null;
  const lessonId = Number(params.get('lesson')) || firstId;
  const lesson = useLesson(slug, lessonId);
  usePageTitle(course.data?.title ?? t('learning.course'));

  if (course.isPending) return <PageLoader label={t('learning.loadingCourse')} />;
  if (course.isError) return <ErrorAlert message={errorMessage(course.error)} />;
  const c = course.data;
  return (
    <div className="mx-auto grid max-w-6xl grid-cols-1 gap-8 px-4 py-8 sm:px-6 md:grid-cols-[1fr_2fr]">
      <nav
        aria-label={t('learning.lessons.nav')}
        className="h-fit rounded-2xl border border-slate-200 bg-white p-4"
      >
        <h1 className="text-lg font-bold text-slate-900">{c.title}</h1>
        <ol className="mt-3 space-y-1">
          {c.syllabus.map((l, i) => (
            <li key={l.id}>
              <Link
                to={`?lesson=${l.id}`}
                aria-current={l.id === lessonId ? 'page' : undefined}
                className={`block rounded-lg px-3 py-2 text-sm ${l.id === lessonId ? 'bg-brand-50 font-semibold text-brand-900' : 'text-slate-800 hover:bg-slate-50'}`}
              >
                {i + 1}. {l.title}
              </Link>
            </li>
          ))}
        </ol>
      </nav>
      <article>
        {lessonId === null ? (
          <p className="text-slate-700">{t('learning.lessons.none')}</p>
        ) : lesson.isPending ? (
          <PageLoader label={t('learning.lessons.opening')} />
        ) : lesson.isError ? (
          <ErrorAlert message={errorMessage(lesson.error)} />
        ) : (
          <>
            <h2 className="text-2xl font-extrabold text-slate-900">{lesson.data.title}</h2>
            <HtmlContent html={lesson.data.bodyHtml} className="prose mt-4 max-w-none" />
            <div className="mt-8 flex justify-between">
              {lesson.data.previousId ? (
                <Link to={`?lesson=${lesson.data.previousId}`} className="btn">
                  {t('learning.lessons.previous')}
                </Link>
              ) : (
                <span />
              )}
              {lesson.data.nextId && (
                <Link to={`?lesson=${lesson.data.nextId}`} className="btn btn-primary">
                  {t('learning.lessons.next')}
                </Link>
              )}
            </div>
          </>
        )}
      </article>
    </div>
  );
}
