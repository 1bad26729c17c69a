import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { postBodySchema, type PostBody } from '../../../../shared/console-content';
import { TextField } from '../../../components/text-field';
import { useCategories } from './console-content-api';
import { ImageUploadField } from './image-upload-field';
import { RichTextField } from '../../../components/rich-text-editor/rich-text-field';
import { SelectField } from '../shared/select-field';
import { FormSave } from '../shared/form-save';

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
  const categories = useCategories();
  const { register, handleSubmit, control, formState } = useForm<PostBody>({
    resolver: zodResolver(postBodySchema),
    defaultValues: post ?? EMPTY,
  });
  const e = formState.errors;
  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="max-w-3xl space-y-5">
      <TextField label="Title" {...register('title')} error={e.title?.message} />
      <SelectField
        label="Category"
        {...register('categoryId', { valueAsNumber: true })}
        error={e.categoryId?.message}
      >
        <option value={0}>
          {categories.isPending ? 'Loading categories…' : 'Choose a category'}
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
            label="Cover image"
            uploadUrl={BLOG_IMAGE_UPLOAD}
            imageUrl={field.value}
            previewAlt="Cover image of the post"
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
            label="Post text"
            uploadUrl={BLOG_IMAGE_UPLOAD}
            value={field.value}
            onChange={field.onChange}
            error={fieldState.error?.message}
          />
        )}
      />
      <FormSave error={error} pending={pending} label="Save post" />
    </form>
  );
}
