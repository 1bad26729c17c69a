import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { BlogEdit } from '../../../../shared/learning-blogs';
import { ErrorAlert } from '../../../components/error-alert';
import { RequireCustomer } from '../../../components/require-customer';
import { RichTextField } from '../../../components/rich-text-editor/rich-text-field';
import { PageLoader } from '../../../components/spinner';
import { TextField } from '../../../components/text-field';
import { errorMessage } from '../../../lib/api-client';
import { usePageTitle } from '../../../lib/use-page-title';
import { useBlogCategories, useBlogForEdit, useSaveBlog } from '../api/my-blogs-api';
import { COVER_UPLOADS } from '../lib/cover-uploads';
import { CoverUpload } from '../components/cover-upload';
import { editBlogId, storeEditBlogId } from '../lib/edit-blog-id';
import { useTranslation } from 'react-i18next';
import { SubmitForReview } from '../components/submit-for-review';
import { textLang } from '../../../lib/text-lang';

/** /create-blog: title, category, cover image (with upload progress) and the text. */
export function CreateBlogPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  // Upload Blog from a menu (?new=1) is a new blog: the spec stores edit_blog_id 0.
  const [id] = useState(() => {
    if (!params.has('new')) return editBlogId();
    storeEditBlogId(0);
    return null;
  });
  usePageTitle(id ? t('learning.blogs.editTitle') : t('learning.blogs.upload'));
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
      <h1 className="text-3xl font-extrabold tracking-tight text-slate-900">
        {id ? t('learning.blogs.editTitle') : t('learning.blogs.upload')}
      </h1>
      <RequireCustomer>{id ? <EditLoader id={id} /> : <BlogForm id={null} />}</RequireCustomer>
    </div>
  );
}

function EditLoader({ id }: { id: number }) {
  const { t } = useTranslation();
  const edit = useBlogForEdit(id);
  if (edit.isPending) return <PageLoader label={t('learning.blogs.loadingOne')} />;
  if (edit.isError) return <ErrorAlert message={errorMessage(edit.error)} />;
  return <BlogForm id={id} edit={edit.data} />;
}

function BlogForm({ id, edit }: { id: number | null; edit?: BlogEdit }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const categories = useBlogCategories();
  const save = useSaveBlog(id);
  const [title, setTitle] = useState(edit?.draft.title ?? '');
  const [categoryId, setCategoryId] = useState(edit?.draft.categoryId ?? 0);
  const [imageUrl, setImageUrl] = useState(edit?.draft.imageUrl ?? '');
  const [bodyHtml, setBodyHtml] = useState(edit?.draft.bodyHtml ?? '');
  const [uploading, setUploading] = useState(false);
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate(
      { title, categoryId, imageUrl, bodyHtml, confirmBackToReview: edit?.status === 'live' },
      { onSuccess: () => void navigate('/user/page/myblog') },
    );
  };
  return (
    <form onSubmit={onSubmit} className="mt-6 space-y-5">
      {edit?.status === 'rejected' && edit.rejectReason && (
        <p role="note" className="rounded-xl bg-red-50 p-3 text-red-900">
          {t('learning.blogs.rejected', { reason: edit.rejectReason })}
        </p>
      )}
      <TextField
        label={t('learning.blogs.blogTitle')}
        required
        value={title}
        onChange={(e) => setTitle(e.target.value)}
      />
      <label className="block text-sm font-semibold text-slate-800">
        {t('learning.blogs.category')}
        <select
          className="mt-1 w-full rounded-lg border border-slate-300 px-3 py-2"
          value={categoryId}
          onChange={(e) => setCategoryId(Number(e.target.value))}
        >
          <option value={0}>{t('learning.blogs.chooseCategory')}</option>
          {categories.data?.categories.map((c) => (
            <option key={c.id} value={c.id} lang={textLang(c.title)}>
              {c.title}
            </option>
          ))}
        </select>
      </label>
      <CoverUpload kind="blog" imageUrl={imageUrl} onUploaded={setImageUrl} onBusy={setUploading} />
      <RichTextField
        label={t('learning.blogs.body')}
        value={bodyHtml}
        onChange={setBodyHtml}
        uploadUrl={COVER_UPLOADS.blog}
      />
      <SubmitForReview pending={save.isPending} error={save.error} waiting={uploading} />
    </form>
  );
}
