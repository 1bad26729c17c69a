import { errorMessage } from '../../../lib/api-client';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { LEARNING_MESSAGES } from '../../../../shared/learning-rules';
import { ErrorAlert } from '../../../components/error-alert';
import { OwnerEditCell, OwnerListFooter } from '../components/owner-list-parts';
import { RequireCustomer } from '../../../components/require-customer';
import { PageLoader } from '../../../components/spinner';
import { usePageTitle } from '../../../lib/use-page-title';
import { SearchSortFields } from '../components/search-sort-fields';
import { useListSearch } from '../lib/use-list-search';
import { useMyBlogs } from '../api/my-blogs-api';
import { EditLiveDialog } from '../components/edit-live-dialog';
import { OwnerTable } from '../components/owner-list-head';
import { StatusBadge } from '../components/status-badge';
import { storeEditBlogId } from '../lib/edit-blog-id';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/use-format';
import { useMessage } from '../../../lib/use-message';

/** /user/page/myblog: My Blogs with search, sort, the status of each and the pager. */
export function MyBlogsPage() {
  const { t } = useTranslation();
  usePageTitle(t('learning.blogs.title'));
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6 sm:py-12">
      <h1 className="text-3xl font-extrabold tracking-tight text-slate-900">
        {t('learning.blogs.title')}
      </h1>
      <RequireCustomer>
        <BlogTable />
      </RequireCustomer>
    </div>
  );
}

function BlogTable() {
  const { t } = useTranslation();
  const format = useFormat();
  const navigate = useNavigate();
  const message = useMessage();
  const search = useListSearch('latest');
  const { keyword, sortby, page } = search;
  const [confirmId, setConfirmId] = useState<number | null>(null);
  const list = useMyBlogs({ keyword, sortby, page });

  const open = (id: number) => {
    storeEditBlogId(id);
    void navigate('/create-blog');
  };

  if (list.isPending) return <PageLoader label={t('learning.blogs.loading')} />;
  if (list.isError)
    return <ErrorAlert message={errorMessage(list.error)} onRetry={() => void list.refetch()} />;
  if (list.data.count === 0 && !keyword) {
    return (
      <div className="mt-6 rounded-2xl border-2 border-dashed border-slate-300 bg-white px-6 py-12 text-center">
        <p className="text-lg font-bold text-slate-900">{message(LEARNING_MESSAGES.noBlogs)}</p>
        <h2 className="mt-4 font-semibold text-slate-900">{t('learning.blogs.why')}</h2>
        <p className="mx-auto mt-1 max-w-xl text-slate-700">{t('learning.blogs.whyText')}</p>
        <button type="button" className="btn btn-primary mt-6" onClick={() => open(0)}>
          {t('learning.blogs.upload')}
        </button>
      </div>
    );
  }
  return (
    <>
      <div className="mt-6 flex flex-wrap items-end justify-between gap-4">
        <div className="flex flex-wrap items-end gap-4">
          <SearchSortFields label={t('learning.blogs.search')} search={search} />
        </div>
        <button type="button" className="btn btn-primary" onClick={() => open(0)}>
          {t('learning.blogs.upload')}
        </button>
      </div>
      <OwnerTable countLabel={t('learning.owner.view')}>
        {list.data.blogs.map((b) => (
          <tr key={b.blogid} className="border-b border-slate-100 align-top">
            <td className="py-3">
              <span className="font-semibold text-slate-900">{b.title}</span>
              <span className="block text-xs text-slate-600">{b.category}</span>
            </td>
            <td className="py-3">{b.view}</td>
            <td className="py-3">
              <StatusBadge status={b.status} reason={b.rejectReason} />
            </td>
            <td className="py-3">{format.date(new Date(b.createdAt))}</td>
            <OwnerEditCell
              title={b.title}
              onEdit={() => (b.status === 'live' ? setConfirmId(b.blogid) : open(b.blogid))}
            />
          </tr>
        ))}
      </OwnerTable>
      <OwnerListFooter
        data={list.data}
        hrefOf={search.pageHref}
        label={t('learning.blogs.pages')}
      />
      {confirmId !== null && (
        <EditLiveDialog
          title={message(LEARNING_MESSAGES.editLiveBlog)}
          className="max-w-sm text-center"
          onClose={() => setConfirmId(null)}
          onConfirm={() => open(confirmId)}
        >
          <p className="mt-2 text-sm text-slate-700">{t('learning.blogs.backToReview')}</p>
        </EditLiveDialog>
      )}
    </>
  );
}
