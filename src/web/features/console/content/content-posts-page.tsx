import { Link, useLocation, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { REVIEW_STATUSES } from '../../../../shared/learning-rules';
import { PageLoader } from '../../../components/spinner';
import { TextField } from '../../../components/text-field';
import { PageButtons } from '../shared/page-buttons';
import { usePageTitle } from '../../../lib/use-page-title';
import { useConsolePosts } from './console-content-api';
import { CategoryManager } from './category-manager';
import { ContentTabs } from './content-tabs';
import { SelectField } from '../shared/select-field';
import { LoadError } from '../shared/load-error';

/** /staff/content: every blog post (the business's and customers'), On Review first. */
export function ContentPostsPage() {
  const { t } = useTranslation();
  usePageTitle(t('console.content.posts.title'));
  const [params, setParams] = useSearchParams();
  const keyword = params.get('q') ?? '';
  const status = params.get('status') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const list = useConsolePosts({ keyword, status, page });
  const go = (next: { q?: string; status?: string; page?: number }) => {
    const p = new URLSearchParams();
    const q = next.q ?? keyword;
    const s = next.status ?? status;
    if (q) p.set('q', q);
    if (s) p.set('status', s);
    if (next.page && next.page > 1) p.set('page', String(next.page));
    setParams(p, { replace: true });
  };
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / list.data.pageSize)) : 1;
  const deleted = (useLocation().state as { deletedPost?: string } | null)?.deletedPost;
  return (
    <section className="max-w-5xl">
      <h1 className="mb-4 text-2xl font-bold text-slate-900">{t('console.content.heading')}</h1>
      <ContentTabs />
      {deleted && (
        <p role="status" className="mb-4 text-sm text-green-800">
          {t('console.content.posts.deleted', { title: deleted })}
        </p>
      )}
      <div className="flex flex-wrap items-end gap-4">
        <div className="grow">
          <TextField
            label={t('console.content.posts.search')}
            type="search"
            value={keyword}
            onChange={(e) => go({ q: e.target.value })}
          />
        </div>
        <SelectField
          label={t('console.content.posts.status')}
          value={status}
          onChange={(e) => go({ status: e.target.value })}
        >
          <option value="">{t('console.content.posts.anyStatus')}</option>
          {REVIEW_STATUSES.map((value) => (
            <option key={value} value={value}>
              {t(`console.content.statuses.${value}`)}
            </option>
          ))}
        </SelectField>
        <Link to="/staff/content/posts/new" className="btn btn-primary">
          {t('console.content.posts.write')}
        </Link>
      </div>
      {list.isPending ? (
        <PageLoader label={t('console.content.posts.loading')} />
      ) : list.isError ? (
        <LoadError error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.posts.length === 0 ? (
        <p className="mt-4 text-slate-700">{t('console.content.posts.none')}</p>
      ) : (
        <>
          <ul className="mt-4 divide-y divide-slate-200 rounded-2xl bg-white shadow-sm">
            {list.data.posts.map((p) => (
              <li key={p.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 p-4 text-sm">
                <Link
                  to={`/staff/content/posts/${p.id}`}
                  className="font-semibold text-brand-800 underline"
                >
                  {p.title}
                </Link>
                <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-bold text-slate-800">
                  {t(`console.content.statuses.${p.status}`)}
                </span>
                <span className="text-slate-700">
                  {p.categoryTitle} ·{' '}
                  {p.authorName
                    ? t('console.content.posts.by', { name: p.authorName })
                    : t('console.content.posts.ours')}
                </span>
              </li>
            ))}
          </ul>
          <p className="mt-3 text-sm text-slate-700">
            {t('console.content.posts.pageOf', { page, pages, n: list.data.total })}
          </p>
          <PageButtons page={page} pages={pages} onPage={(p) => go({ page: p })} />
        </>
      )}
      <CategoryManager />
    </section>
  );
}
