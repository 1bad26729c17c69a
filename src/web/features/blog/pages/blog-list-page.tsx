import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { BLOG_PAGE_SIZE, BLOG_TRENDING_SIZE } from '../../../../shared/content-rules';
import { ErrorAlert } from '../../../components/error-alert';
import { Pager } from '../../../components/pager';
import { PageLoader } from '../../../components/spinner';
import { errorMessage } from '../../../lib/api-client';
import { usePageMeta } from '../../../lib/use-page-meta';
import { useBlogCategories, useBlogList } from '../api/blog-api';
import { BlogCard, BlogLink } from '../components/blog-card';
import { BlogSearch } from '../components/blog-search';
import { CategoryList } from '../components/category-list';
import { textLang } from '../../../lib/text-lang';

const positive = (v: string | null | undefined) => {
  const n = Number(v);
  return Number.isInteger(n) && n > 0 ? n : undefined;
};

/** /blogs, /Blogs and /blogs/{CatID}: featured posts (9 a page), search, categories, trending. */
export function BlogListPage() {
  const { t } = useTranslation();
  const { catId } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const category = positive(catId);
  const page = positive(params.get('page')) ?? 1;
  const keyword = params.get('q')?.trim() || undefined;

  const categories = useBlogCategories();
  const categoryTitle = categories.data?.categories.find((c) => c.id === category)?.title;
  const heading = category ? (categoryTitle ?? t('blog.category')) : t('blog.featured');
  usePageMeta(
    category ? t('blog.categoryTitle', { heading }) : t('blog.listTitle'),
    t('blog.description'),
  );

  const list = useBlogList({ page, keyword, category, limit: BLOG_PAGE_SIZE });
  const trending = useBlogList({ sort: 'trending', limit: BLOG_TRENDING_SIZE });
  const basePath = category ? `/blogs/${category}` : '/blogs';
  const hrefOf = (p: number) => {
    const q = new URLSearchParams();
    if (keyword) q.set('q', keyword);
    if (p > 1) q.set('page', String(p));
    const s = q.toString();
    return s ? `${basePath}?${s}` : basePath;
  };
  const pageCount = list.data ? Math.ceil(list.data.total / list.data.pageSize) : 0;

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-12">
      <p className="text-sm font-bold tracking-wider text-brand-700 uppercase">
        {t('blog.eyebrow')}
      </p>
      <h1
        className="mt-1 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl"
        lang={categoryTitle && textLang(categoryTitle)}
      >
        {heading}
      </h1>
      <p className="mt-2 max-w-2xl text-slate-600">{t('blog.description')}</p>

      <div className="mt-8 grid gap-10 lg:grid-cols-[1fr_20rem]">
        <section aria-labelledby="posts-heading">
          {/* The cards are h3: their section heading keeps the outline in order. */}
          <h2 id="posts-heading" className="sr-only">
            {t('blog.posts')}
          </h2>
          {keyword && (
            <p aria-live="polite" className="mb-4 text-sm text-slate-700">
              {list.data
                ? t('blog.results', { count: list.data.total, keyword })
                : t('blog.searching')}
            </p>
          )}
          {list.isPending ? (
            <PageLoader label={t('blog.loadingPosts')} />
          ) : list.error ? (
            <ErrorAlert message={errorMessage(list.error)} onRetry={() => void list.refetch()} />
          ) : list.data.blogs.length === 0 ? (
            <p className="rounded-2xl bg-slate-50 p-8 text-center text-slate-700">
              {t('blog.noneFound')}
            </p>
          ) : (
            <div className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
              {list.data.blogs.map((b, i) => (
                <BlogCard key={b.id} blog={b} eager={i === 0} />
              ))}
            </div>
          )}
          <Pager page={page} pageCount={pageCount} hrefOf={hrefOf} label={t('blog.pages')} />
        </section>

        <aside className="space-y-8" aria-label={t('blog.sidebar')}>
          <BlogSearch
            key={keyword ?? ''}
            initial={keyword}
            onSearch={(k) => navigate(k ? `${basePath}?q=${encodeURIComponent(k)}` : basePath)}
          />
          <CategoryList />
          <section aria-labelledby="trending-heading">
            <h2 id="trending-heading" className="text-sm font-bold text-slate-900">
              {t('blog.trending')}
            </h2>
            <ul className="mt-3 space-y-4">
              {trending.data?.blogs.map((b) => (
                <BlogLink key={b.id} blog={b} />
              ))}
            </ul>
          </section>
        </aside>
      </div>
    </div>
  );
}
