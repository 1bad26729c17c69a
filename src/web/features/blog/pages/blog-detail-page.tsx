import { languageOfTag } from '../../../../shared/language';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ErrorAlert } from '../../../components/error-alert';
import { HtmlContent } from '../../../components/html-content';
import { Icon } from '../../../components/icon';
import { PageLoader } from '../../../components/spinner';
import { ApiRequestError, errorMessage } from '../../../lib/api-client';
import { useHydrated } from '../../../lib/use-hydrated';
import { usePageMeta } from '../../../lib/use-page-meta';
import { useBlog } from '../api/blog-api';
import { FeaturedSidebar } from '../components/featured-sidebar';
import { ShareButtons } from '../components/share-buttons';
import { formatBlogDate } from '../lib/blog-format';
import { textLang } from '../../../lib/text-lang';

/**
 * /blog/{BlogID} and /blog/{BlogID}/{slug}. The server renders it with the post, whose read
 * counted the view; the browser hydrates with that answer and never asks again (see useBlog).
 */
export function BlogDetailPage() {
  const { t, i18n } = useTranslation();
  const id = Number(useParams().blogId);
  const blog = useBlog(id);
  // The page's own address is known in the browser only.
  const hydrated = useHydrated();
  usePageMeta(blog.data?.title ?? t('blog.blogTitle'), blog.data?.excerpt ?? t('blog.description'));

  const notFound =
    !Number.isInteger(id) || (blog.error instanceof ApiRequestError && blog.error.status === 404);

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-12">
      <Link
        to="/blogs"
        className="inline-flex items-center gap-1 text-sm font-semibold text-brand-800 hover:underline"
      >
        <Icon name="arrowLeft" className="size-4" />
        {t('blog.allBlogs')}
      </Link>
      <div className="mt-6 grid gap-10 lg:grid-cols-[1fr_20rem]">
        {notFound ? (
          <div>
            <h1 className="text-3xl font-extrabold text-slate-900">{t('blog.notFound')}</h1>
            <p className="mt-3 text-slate-700">{t('blog.notFoundText')}</p>
          </div>
        ) : blog.isPending ? (
          <PageLoader label={t('blog.loadingPost')} />
        ) : blog.error ? (
          <ErrorAlert message={errorMessage(blog.error)} onRetry={() => void blog.refetch()} />
        ) : (
          <article>
            <p className="text-sm font-bold tracking-wider text-brand-700 uppercase">
              <Link
                to={`/blogs/${blog.data.categoryId}`}
                className="hover:underline"
                lang={textLang(blog.data.categoryTitle)}
              >
                {blog.data.categoryTitle}
              </Link>
            </p>
            <h1
              className="mt-2 text-3xl font-extrabold tracking-tight text-balance text-slate-900 sm:text-4xl"
              lang={textLang(blog.data.title)}
            >
              {blog.data.title}
            </h1>
            <p className="mt-3 text-sm text-slate-600">
              {blog.data.authorName && `${t('blog.byAuthor', { name: blog.data.authorName })} · `}
              <time dateTime={blog.data.publishedAt}>
                {formatBlogDate(blog.data.publishedAt, languageOfTag(i18n.language))}
              </time>{' '}
              · <span data-testid="view-count">{blog.data.viewCount}</span> {t('blog.viewsWord')}
            </p>
            <img
              src={blog.data.imageUrl}
              alt=""
              width={1200}
              height={630}
              fetchPriority="high"
              className="mt-6 aspect-[1200/630] w-full rounded-2xl bg-slate-100 object-cover"
            />
            <HtmlContent html={blog.data.bodyHtml} className="mt-4" />
            <ShareButtons
              title={blog.data.title}
              url={hydrated ? window.location.href : undefined}
            />
          </article>
        )}
        <FeaturedSidebar excludeId={id} />
      </div>
    </div>
  );
}
