import { Link, useLocation, useSearchParams } from 'react-router';
import { POST_STATUS_LABELS } from '../../../../shared/console-content';
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
  usePageTitle('Blog posts');
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
      <h1 className="mb-4 text-2xl font-bold text-slate-900">Content</h1>
      <ContentTabs />
      {deleted && (
        <p role="status" className="mb-4 text-sm text-green-800">
          Deleted “{deleted}”.
        </p>
      )}
      <div className="flex flex-wrap items-end gap-4">
        <div className="grow">
          <TextField
            label="Search posts (title or category)"
            type="search"
            value={keyword}
            onChange={(e) => go({ q: e.target.value })}
          />
        </div>
        <SelectField label="Status" value={status} onChange={(e) => go({ status: e.target.value })}>
          <option value="">Any status</option>
          {Object.entries(POST_STATUS_LABELS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </SelectField>
        <Link to="/staff/content/posts/new" className="btn btn-primary">
          Write a post
        </Link>
      </div>
      {list.isPending ? (
        <PageLoader label="Loading posts…" />
      ) : list.isError ? (
        <LoadError error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.posts.length === 0 ? (
        <p className="mt-4 text-slate-700">No posts match.</p>
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
                  {POST_STATUS_LABELS[p.status]}
                </span>
                <span className="text-slate-700">
                  {p.categoryTitle} · {p.authorName ? `by ${p.authorName}` : 'our post'}
                </span>
              </li>
            ))}
          </ul>
          <p className="mt-3 text-sm text-slate-700">
            Page {page} of {pages} ({list.data.total} posts)
          </p>
          <PageButtons page={page} pages={pages} onPage={(p) => go({ page: p })} />
        </>
      )}
      <CategoryManager />
    </section>
  );
}
