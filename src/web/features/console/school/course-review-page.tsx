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
  usePageTitle('Course review');
  return (
    <section className="max-w-4xl">
      <h1 className="text-2xl font-bold text-slate-900">Courses waiting for review</h1>
      <Queue />
      <h2 className="mt-10 text-xl font-bold text-slate-900">Blogs waiting for review</h2>
      <BlogReviewQueue />
    </section>
  );
}

function Queue() {
  const list = useCoursesForReview();
  if (list.isPending) return <PageLoader label="Loading courses…" />;
  if (list.isError) return <ErrorAlert message={errorMessage(list.error)} />;
  if (list.data.courses.length === 0) {
    return <p className="mt-6 text-slate-700">Nothing is waiting for review.</p>;
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
  const decide = useDecideCourse();
  return (
    <li className="rounded-2xl border border-slate-200 bg-white p-5">
      <p className="text-xs font-semibold text-slate-600 uppercase">{course.category}</p>
      <p className="text-lg font-bold text-slate-900">{course.title}</p>
      <p className="text-sm text-slate-700">By {course.instructorDisplay}</p>
      {course.hasEnglish ? (
        <p className="mt-2 text-slate-800">{course.summary}</p>
      ) : (
        <p className="mt-2 text-sm text-slate-600">No English version.</p>
      )}
      {course.titleHi ? (
        <div lang="hi-IN" className="mt-2 border-l-4 border-slate-200 pl-3">
          <p className="text-xs font-semibold text-slate-600">Hindi</p>
          <p className="font-semibold text-slate-900">{course.titleHi}</p>
          <p className="text-slate-800">{course.summaryHi}</p>
        </div>
      ) : (
        <p className="mt-2 text-sm text-slate-600">No Hindi version.</p>
      )}
      <Link to={`/staff/courses/${course.id}/preview`} className="btn btn-outline mt-3">
        Preview {course.title}
      </Link>
      <ReviewDecision
        id={course.id}
        title={course.title}
        liveLabel={`Make ${course.title} Live`}
        decide={decide}
      />
    </li>
  );
}
