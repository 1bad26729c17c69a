import { Link, useNavigate, useParams } from 'react-router';
import { ErrorAlert } from '../../../components/error-alert';
import { PageLoader } from '../../../components/spinner';
import { errorMessage } from '../../../lib/api-client';
import { usePageTitle } from '../../../lib/use-page-title';
import { useBlogPreview, useDecideBlog } from '../api/course-review-api';
import { ReviewDecision } from '../components/review-decision';

/** /staff/courses/blogs/:id/preview: a customer's blog On Review as it will be published. */
export function BlogPreviewPage() {
  usePageTitle('Blog preview');
  const id = Number(useParams().id);
  const blog = useBlogPreview(id);
  const decide = useDecideBlog();
  const navigate = useNavigate();
  const back = (
    <Link to="/staff/courses" className="text-sm font-semibold text-brand-800 underline">
      Back to the review queue
    </Link>
  );
  if (blog.isPending) return <PageLoader label="Loading the blog…" />;
  if (blog.isError)
    return (
      <section className="max-w-4xl space-y-4">
        {back}
        <ErrorAlert message={errorMessage(blog.error)} />
      </section>
    );
  const b = blog.data;
  return (
    <section className="max-w-4xl space-y-6">
      {back}
      <header>
        <p className="text-xs font-semibold text-slate-600 uppercase">
          {b.categoryTitle} · On Review
        </p>
        <h1 className="text-2xl font-bold text-slate-900">{b.title}</h1>
        <p className="text-sm text-slate-700">By {b.authorName ?? 'a former customer'}</p>
      </header>
      <img
        src={b.imageUrl}
        alt={`Cover of ${b.title}`}
        className="aspect-video w-full max-w-xl rounded-2xl border border-slate-200 object-cover"
      />
      {/* Sanitised on the server when the customer saved it. */}
      <div className="prose max-w-none" dangerouslySetInnerHTML={{ __html: b.bodyHtml }} />
      <section
        aria-labelledby="preview-decision"
        className="rounded-2xl border border-slate-200 bg-white p-5"
      >
        <h2 id="preview-decision" className="text-lg font-bold text-slate-900">
          Decision
        </h2>
        <ReviewDecision
          id={id}
          title={b.title}
          liveLabel={`Publish ${b.title}`}
          decide={decide}
          onDecided={() => void navigate('/staff/courses')}
        />
      </section>
    </section>
  );
}
