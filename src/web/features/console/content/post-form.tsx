import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { postBodySchema, type PostBody } from '../../../../shared/console-content';
import { TextField } from '../../../components/text-field';
import { useCategories } from './console-content-api';
import { ImageUploadField } from './image-upload-field';
import { RichTextField } from '../../../components/rich-text-editor/rich-text-field';
import { SelectField } from '../shared/select-field';
import { FormSave } from '../shared/form-save';
import { useMessage } from '../../../lib/use-message';

/** The console's blog picture upload: the cover and pictures in the text alike. */
const BLOG_IMAGE_UPLOAD = '/api/console/content/blog-covers';
export const BLOG_COVER_SIZE = { width: 1200, height: 630 };
const EMPTY: PostBody = { title: '', categoryId: 0, imageUrl: '', bodyHtml: '' };

/** Title, category, cover image and rich-text body of a post, checked with the shared schema. */
export function PostForm({
  post,
  pending,
  error,
  onSubmit,
}: {
  post: PostBody | null;
  pending: boolean;
  error: string | null;
  onSubmit: (body: PostBody) => void;
}) {
  const { t } = useTranslation();
  const message = useMessage();
  const categories = useCategories();
  const { register, handleSubmit, control, formState } = useForm<PostBody>({
    resolver: zodResolver(postBodySchema),
    defaultValues: post ?? EMPTY,
  });
  const e = formState.errors;
  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="max-w-3xl space-y-5">
      <TextField
        label={t('console.content.postForm.title')}
        {...register('title')}
        error={e.title?.message}
      />
      <SelectField
        label={t('console.content.postForm.category')}
        {...register('categoryId', { valueAsNumber: true })}
        error={e.categoryId?.message}
      >
        <option value={0}>
          {categories.isPending
            ? t('console.content.categories.loading')
            : t('console.content.postForm.chooseCategory')}
        </option>
        {categories.data?.categories.map((c) => (
          <option key={c.id} value={c.id}>
            {c.title}
          </option>
        ))}
      </SelectField>
      <Controller
        control={control}
        name="imageUrl"
        render={({ field, fieldState }) => (
          <ImageUploadField
            label={t('console.content.postForm.cover')}
            uploadUrl={BLOG_IMAGE_UPLOAD}
            imageUrl={field.value}
            previewAlt={t('console.content.postForm.coverAlt')}
            previewSize={BLOG_COVER_SIZE}
            onUploaded={field.onChange}
            error={fieldState.error?.message}
          />
        )}
      />
      <Controller
        control={control}
        name="bodyHtml"
        render={({ field, fieldState }) => (
          <RichTextField
            label={t('console.content.postForm.text')}
            uploadUrl={BLOG_IMAGE_UPLOAD}
            value={field.value}
            onChange={field.onChange}
            error={fieldState.error?.message ? message(fieldState.error.message) : undefined}
          />
        )}
      />
      <FormSave error={error} pending={pending} label={t('console.content.postForm.save')} />
    </form>
  );
}
