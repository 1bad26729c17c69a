import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorAlert } from '../../../components/error-alert';
import { PageLoader } from '../../../components/spinner';
import { errorMessage } from '../../../lib/api-client';
import { usePageTitle } from '../../../lib/use-page-title';
import { ReviewDecision } from '../shared/review-decision';
import { useCoursesForReview, useDecideCourse, type CourseForReview } from './course-review-api';
import { BlogReviewQueue } from './blog-review-queue';

/**
 * /staff/courses, inside the console layout (which signs staff in): staff make submitted
 * courses and customer blogs Live, or reject them.
 */
export function CourseReviewPage() {
  const { t } = useTranslation();
  usePageTitle(t('console.school.queue.title'));
  return (
    <section className="max-w-4xl">
      <h1 className="text-2xl font-bold text-slate-900">{t('console.school.queue.heading')}</h1>
      <Queue />
      <h2 className="mt-10 text-xl font-bold text-slate-900">
        {t('console.school.queue.blogsHeading')}
      </h2>
      <BlogReviewQueue />
    </section>
  );
}

function Queue() {
  const { t } = useTranslation();
  const list = useCoursesForReview();
  if (list.isPending) return <PageLoader label={t('console.school.queue.loadingCourses')} />;
  if (list.isError) return <ErrorAlert message={errorMessage(list.error)} />;
  if (list.data.courses.length === 0) {
    return <p className="mt-6 text-slate-700">{t('console.school.queue.noCourses')}</p>;
  }
  return (
    <ul className="mt-6 space-y-4">
      {list.data.courses.map((c) => (
        <ReviewCard key={c.id} course={c} />
      ))}
    </ul>
  );
}

function ReviewCard({ course }: { course: CourseForReview }) {
  const { t } = useTranslation();
  const decide = useDecideCourse();
  return (
    <li className="rounded-2xl border border-slate-200 bg-white p-5">
      <p className="text-xs font-semibold text-slate-600 uppercase">{course.category}</p>
      <p className="text-lg font-bold text-slate-900">{course.title}</p>
      <p className="text-sm text-slate-700">
        {t('console.school.by', { author: course.instructorDisplay })}
      </p>
      {course.hasEnglish ? (
        <p lang="en" className="mt-2 text-slate-800">
          {course.summary}
        </p>
      ) : (
        <p className="mt-2 text-sm text-slate-600">{t('console.school.queue.noEnglish')}</p>
      )}
      {course.titleHi ? (
        <div lang="hi-IN" className="mt-2 border-l-4 border-slate-200 pl-3">
          <p className="text-xs font-semibold text-slate-600">{t('console.school.queue.hindi')}</p>
          <p className="font-semibold text-slate-900">{course.titleHi}</p>
          <p className="text-slate-800">{course.summaryHi}</p>
        </div>
      ) : (
        <p className="mt-2 text-sm text-slate-600">{t('console.school.queue.noHindi')}</p>
      )}
      <Link to={`/staff/courses/${course.id}/preview`} className="btn btn-outline mt-3">
        {t('console.school.queue.preview', { title: course.title })}
      </Link>
      <ReviewDecision
        id={course.id}
        title={course.title}
        liveLabel={t('console.school.makeLive', { title: course.title })}
        decide={decide}
      />
    </li>
  );
}
