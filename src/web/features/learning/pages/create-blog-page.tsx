import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import type { BlogEdit } from '../../../../shared/learning-blogs';
import { ErrorAlert } from '../../../components/error-alert';
import { RequireCustomer } from '../../../components/require-customer';
import { PageLoader } from '../../../components/spinner';
import { TextField } from '../../../components/text-field';
import { errorMessage } from '../../../lib/api-client';
import { usePageTitle } from '../../../lib/use-page-title';
import { uploadCover, useBlogCategories, useBlogForEdit, useSaveBlog } from '../api/my-blogs-api';
import { RichTextEditor } from '../components/rich-text-editor';
import { editBlogId } from '../lib/edit-blog-id';

/** /create-blog: title, category, cover image (with upload progress) and the text. */
export function CreateBlogPage() {
  const [id] = useState(editBlogId);
  usePageTitle(id ? 'Edit Blog' : 'Upload Blog');
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
      <h1 className="text-3xl font-extrabold tracking-tight text-slate-900">
        {id ? 'Edit Blog' : 'Upload Blog'}
      </h1>
      <RequireCustomer>{id ? <EditLoader id={id} /> : <BlogForm id={null} />}</RequireCustomer>
    </div>
  );
}

function EditLoader({ id }: { id: number }) {
  const edit = useBlogForEdit(id);
  if (edit.isPending) return <PageLoader label="Loading your blog…" />;
  if (edit.isError) return <ErrorAlert message={errorMessage(edit.error)} />;
  return <BlogForm id={id} edit={edit.data} />;
}

function BlogForm({ id, edit }: { id: number | null; edit?: BlogEdit }) {
  const navigate = useNavigate();
  const categories = useBlogCategories();
  const save = useSaveBlog(id);
  const [title, setTitle] = useState(edit?.draft.title ?? '');
  const [categoryId, setCategoryId] = useState(edit?.draft.categoryId ?? 0);
  const [imageUrl, setImageUrl] = useState(edit?.draft.imageUrl ?? '');
  const [bodyHtml, setBodyHtml] = useState(edit?.draft.bodyHtml ?? '');
  const [progress, setProgress] = useState<number | null>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);

  const onFile = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    if (!file) return;
    setUploadError(null);
    setProgress(0);
    uploadCover(file, setProgress)
      .then((url) => setImageUrl(url))
      .catch((error: unknown) => setUploadError(errorMessage(error)))
      .finally(() => setProgress(null));
  };
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
          Rejected: {edit.rejectReason}
        </p>
      )}
      <TextField
        label="Blog title"
        required
        value={title}
        onChange={(e) => setTitle(e.target.value)}
      />
      <label className="block text-sm font-semibold text-slate-800">
        Category
        <select
          className="mt-1 w-full rounded-lg border border-slate-300 px-3 py-2"
          value={categoryId}
          onChange={(e) => setCategoryId(Number(e.target.value))}
        >
          <option value={0}>Choose a category</option>
          {categories.data?.categories.map((c) => (
            <option key={c.id} value={c.id}>
              {c.title}
            </option>
          ))}
        </select>
      </label>
      <div>
        <label className="block text-sm font-semibold text-slate-800">
          Cover image
          <input
            type="file"
            accept="image/jpeg,image/png,image/webp"
            className="mt-1 block"
            onChange={onFile}
          />
        </label>
        {progress !== null && (
          <div className="mt-2">
            <progress max={100} value={progress} aria-label="Upload progress" className="w-full" />
            <p className="text-xs text-slate-600">Uploading… {progress}%</p>
          </div>
        )}
        {uploadError && (
          <p role="alert" className="mt-1 text-sm text-red-700">
            {uploadError}
          </p>
        )}
        {imageUrl && (
          <img src={imageUrl} alt="Cover preview" className="mt-2 max-h-48 rounded-lg" />
        )}
      </div>
      <RichTextEditor label="Your blog" initialHtml={bodyHtml} onChange={setBodyHtml} />
      {save.isError && (
        <p role="alert" className="rounded-xl bg-red-50 p-3 text-red-800">
          {errorMessage(save.error)}
        </p>
      )}
      <button
        type="submit"
        className="btn btn-primary w-full"
        disabled={save.isPending || progress !== null}
      >
        {save.isPending ? 'Processing Request...' : 'Submit for Review'}
      </button>
    </form>
  );
}
