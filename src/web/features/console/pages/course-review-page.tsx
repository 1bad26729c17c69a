import { useState } from 'react';
import { Link } from 'react-router';
import { ErrorAlert } from '../../../components/error-alert';
import { PageLoader } from '../../../components/spinner';
import { errorMessage } from '../../../lib/api-client';
import { usePageTitle } from '../../../lib/use-page-title';
import {
  useCoursesForReview,
  useDecideCourse,
  type CourseForReview,
} from '../api/course-review-api';
import { BlogReviewQueue } from '../components/blog-review-queue';

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
  const [reason, setReason] = useState('');
  return (
    <li className="rounded-2xl border border-slate-200 bg-white p-5">
      <p className="text-xs font-semibold text-slate-600 uppercase">{course.category}</p>
      <Link to={`/course/${course.slug}`} className="text-lg font-bold text-slate-900 underline">
        {course.title}
      </Link>
      <p className="text-sm text-slate-700">By {course.instructorDisplay}</p>
      <p className="mt-2 text-slate-800">{course.summary}</p>
      <label className="mt-3 block text-sm font-semibold text-slate-800">
        Reason for rejecting {course.title}
        <input
          className="mt-1 w-full rounded-lg border border-slate-300 px-3 py-2"
          value={reason}
          onChange={(e) => setReason(e.target.value)}
        />
      </label>
      {decide.isError && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {errorMessage(decide.error)}
        </p>
      )}
      <div className="mt-3 flex gap-3">
        <button
          type="button"
          className="btn btn-primary"
          disabled={decide.isPending}
          onClick={() => decide.mutate({ id: course.id, decision: 'live', reason: '' })}
        >
          Make {course.title} Live
        </button>
        <button
          type="button"
          className="btn"
          disabled={decide.isPending}
          onClick={() => decide.mutate({ id: course.id, decision: 'rejected', reason })}
        >
          Reject {course.title}
        </button>
      </div>
    </li>
  );
}
