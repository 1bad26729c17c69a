import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageLoader } from '../../../components/spinner';
import { usePageTitle } from '../../../lib/use-page-title';
import { useBlogPreview, useDecideBlog } from './course-review-api';
import { ReviewPreview, ReviewPreviewError } from './review-preview';

/** /staff/courses/blogs/:id/preview: a customer's blog On Review as it will be published. */
export function BlogPreviewPage() {
  const { t } = useTranslation();
  usePageTitle(t('console.school.blog.title'));
  const id = Number(useParams().id);
  const blog = useBlogPreview(id);
  const decide = useDecideBlog();
  if (blog.isPending) return <PageLoader label={t('console.school.blog.loading')} />;
  if (blog.isError) return <ReviewPreviewError error={blog.error} />;
  const b = blog.data;
  return (
    <ReviewPreview
      id={id}
      category={b.categoryTitle}
      title={b.title}
      author={b.authorName ?? t('console.school.blog.formerCustomer')}
      imageUrl={b.imageUrl}
      liveLabel={t('console.school.publish', { title: b.title })}
      decide={decide}
    >
      {/* Sanitised on the server when the customer saved it. */}
      <div className="prose max-w-none" dangerouslySetInnerHTML={{ __html: b.bodyHtml }} />
    </ReviewPreview>
  );
}
