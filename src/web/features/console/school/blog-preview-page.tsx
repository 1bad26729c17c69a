import { useParams } from 'react-router';
import { PageLoader } from '../../../components/spinner';
import { usePageTitle } from '../../../lib/use-page-title';
import { useBlogPreview, useDecideBlog } from './course-review-api';
import { ReviewPreview, ReviewPreviewError } from './review-preview';

/** /staff/courses/blogs/:id/preview: a customer's blog On Review as it will be published. */
export function BlogPreviewPage() {
  usePageTitle('Blog preview');
  const id = Number(useParams().id);
  const blog = useBlogPreview(id);
  const decide = useDecideBlog();
  if (blog.isPending) return <PageLoader label="Loading the blog…" />;
  if (blog.isError) return <ReviewPreviewError error={blog.error} />;
  const b = blog.data;
  return (
    <ReviewPreview
      id={id}
      category={b.categoryTitle}
      title={b.title}
      author={b.authorName ?? 'a former customer'}
      imageUrl={b.imageUrl}
      liveLabel={`Publish ${b.title}`}
      decide={decide}
    >
      {/* Sanitised on the server when the customer saved it. */}
      <div className="prose max-w-none" dangerouslySetInnerHTML={{ __html: b.bodyHtml }} />
    </ReviewPreview>
  );
}
