import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import { BLOG_SIDEBAR_SIZE } from '../../../../shared/content-rules';
import { Spinner } from '../../../components/spinner';
import { useBlogList } from '../api/blog-api';
import { BlogLink } from './blog-card';
import { BlogSearch } from './blog-search';
import { CategoryList } from './category-list';

/** Blog detail sidebar: a search over the featured list, then categories. */
export function FeaturedSidebar({ excludeId }: { excludeId: number }) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const list = useBlogList({ keyword: keyword || undefined, limit: BLOG_SIDEBAR_SIZE + 1 });
  const blogs = (list.data?.blogs ?? [])
    .filter((b) => b.id !== excludeId)
    .slice(0, BLOG_SIDEBAR_SIZE);
  return (
    <aside className="space-y-8" aria-label={t('blog.sidebar')}>
      <BlogSearch onSearch={setKeyword} label={t('blog.searchFeatured')} />
      <section aria-labelledby="featured-heading">
        <h2 id="featured-heading" className="text-sm font-bold text-slate-900">
          {t('blog.featured')}
        </h2>
        <div aria-live="polite">
          {list.isPending ? (
            <Spinner className="mt-4 justify-start" />
          ) : blogs.length === 0 ? (
            <p className="mt-3 text-sm text-slate-700">{t('blog.noneFound')}</p>
          ) : (
            <ul className="mt-3 space-y-4">
              {blogs.map((b) => (
                <BlogLink key={b.id} blog={b} />
              ))}
            </ul>
          )}
        </div>
      </section>
      <CategoryList />
    </aside>
  );
}
