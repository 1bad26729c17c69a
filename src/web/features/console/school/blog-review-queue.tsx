import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorAlert } from '../../../components/error-alert';
import { PageLoader } from '../../../components/spinner';
import { errorMessage } from '../../../lib/api-client';
import { useBlogsForReview, useDecideBlog, type BlogForReview } from './course-review-api';
import { ReviewDecision } from '../shared/review-decision';

/** Customers' and instructors' blogs On Review: publish (Live) or reject with a reason. */
export function BlogReviewQueue() {
  const { t } = useTranslation();
  const list = useBlogsForReview();
  if (list.isPending) return <PageLoader label={t('console.school.queue.loadingBlogs')} />;
  if (list.isError) return <ErrorAlert message={errorMessage(list.error)} />;
  if (list.data.blogs.length === 0)
    return <p className="mt-4 text-slate-700">{t('console.school.queue.noBlogs')}</p>;
  return (
    <ul className="mt-4 space-y-4">
      {list.data.blogs.map((b) => (
        <BlogCard key={b.id} blog={b} />
      ))}
    </ul>
  );
}

function BlogCard({ blog }: { blog: BlogForReview }) {
  const { t } = useTranslation();
  const decide = useDecideBlog();
  return (
    <li className="rounded-2xl border border-slate-200 bg-white p-5">
      <p className="text-lg font-bold text-slate-900">{blog.title}</p>
      <p className="text-sm text-slate-700">{t('console.school.by', { author: blog.author })}</p>
      <p className="mt-2 text-slate-800">{blog.excerpt}</p>
      <Link to={`/staff/courses/blogs/${blog.id}/preview`} className="btn btn-outline mt-3">
        {t('console.school.queue.preview', { title: blog.title })}
      </Link>
      <ReviewDecision
        id={blog.id}
        title={blog.title}
        liveLabel={t('console.school.publish', { title: blog.title })}
        decide={decide}
      />
    </li>
  );
}
