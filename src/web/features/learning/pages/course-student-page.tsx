import { useEffect } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { ErrorAlert } from '../../../components/error-alert';
import { HtmlContent } from '../../../components/html-content';
import { RequireCustomer } from '../../../components/require-customer';
import { FreeEnrolment } from '../components/free-enrolment';
import { PageLoader } from '../../../components/spinner';
import { errorMessage } from '../../../lib/api-client';
import { usePageTitle } from '../../../lib/use-page-title';
import { useCourseDetail } from '../api/catalogue-api';
import { useLesson, useMarkLesson } from '../api/study-api';
import { useTranslation } from 'react-i18next';
import { CertificateBox } from '../components/certificate-box';
import { LanguageNote, langAttr } from '../components/language-note';
import { LessonVideo } from '../components/lesson-video';
import { ProgressBar } from '../components/progress-bar';

/** /courseStudent/{slug}: an enrolled student reads the lessons, one at a time. */
export function CourseStudentPage() {
  const { slug = '' } = useParams();
  return (
    <RequireCustomer>
      <FreeEnrolment slug={slug}>
        <CourseLessons />
      </FreeEnrolment>
    </RequireCustomer>
  );
}

function CourseLessons() {
  const { t } = useTranslation();
  const { slug = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const course = useCourseDetail(slug);
  // Without ?lesson= the course resumes at the first lesson not done, and the address then
  // names it: marking it done moves the resume point on, and the page must stay where it is.
  const resumeId = course.data?.progress.resumeLessonId ?? null;
  const asked = Number(params.get('lesson')) || null;
  useEffect(() => {
    if (!asked && resumeId) setParams({ lesson: String(resumeId) }, { replace: true });
  }, [asked, resumeId, setParams]);
  const lessonId = asked ?? resumeId;
  const lesson = useLesson(slug, lessonId);
  const mark = useMarkLesson(slug);
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
        <h1 className="text-lg font-bold text-slate-900" lang={langAttr(c.language)}>
          {c.title}
        </h1>
        <ProgressBar done={c.progress.done} total={c.progress.total} />
        <ol className="mt-3 space-y-1">
          {c.syllabus.map((l, i) => (
            <li key={l.id}>
              <Link
                to={`?lesson=${l.id}`}
                aria-current={l.id === lessonId ? 'page' : undefined}
                className={`flex items-start justify-between gap-2 rounded-lg px-3 py-2 text-sm ${l.id === lessonId ? 'bg-brand-50 font-semibold text-brand-900' : 'text-slate-800 hover:bg-slate-50'}`}
              >
                <span lang={langAttr(l.language)}>
                  {i + 1}. {l.title}
                </span>
                {l.done && (
                  <span className="shrink-0 rounded bg-emerald-100 px-1.5 text-xs text-emerald-900">
                    {t('school.doneBadge')}
                  </span>
                )}
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
            <LanguageNote shown={lesson.data.language} of="lesson" />
            <div lang={langAttr(lesson.data.language)}>
              <h2 className="mt-2 text-2xl font-extrabold text-slate-900">{lesson.data.title}</h2>
              {lesson.data.videoUrl && <LessonVideo url={lesson.data.videoUrl} />}
              <HtmlContent html={lesson.data.bodyHtml} className="prose mt-4 max-w-none" />
            </div>
            <div className="mt-6">
              <button
                type="button"
                className={lesson.data.done ? 'btn' : 'btn btn-primary'}
                disabled={mark.isPending}
                onClick={() => mark.mutate({ lessonId: lesson.data.id, done: !lesson.data.done })}
              >
                {mark.isPending
                  ? t('school.saving')
                  : lesson.data.done
                    ? t('school.markNotDone')
                    : t('school.markDone')}
              </button>
              {mark.isError && <ErrorAlert message={errorMessage(mark.error)} className="mt-2" />}
            </div>
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
        <CertificateBox course={c} />
      </article>
    </div>
  );
}
