import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConsoleGalleryItem } from '../../../../shared/console-content';
import { ActionError } from '../../../components/action-error';
import { ConfirmButton } from '../shared/confirm-dialog';
import { PageLoader } from '../../../components/spinner';
import { TextField } from '../../../components/text-field';
import { usePageTitle } from '../../../lib/use-page-title';
import { useGallery, useGalleryChange } from './console-content-api';
import { ContentTabs } from './content-tabs';
import { ImageUploadField } from './image-upload-field';
import { LoadError } from '../shared/load-error';

const PHOTO_SIZE = { width: 800, height: 600 };

/** /staff/content/gallery: add photos with a caption, change caption and order, remove. */
export function ContentGalleryPage() {
  const { t } = useTranslation();
  usePageTitle(t('console.content.gallery.title'));
  const gallery = useGallery();
  const change = useGalleryChange();
  const [imageUrl, setImageUrl] = useState('');
  const [title, setTitle] = useState('');
  return (
    <section className="max-w-5xl">
      <h1 className="mb-4 text-2xl font-bold text-slate-900">{t('console.content.heading')}</h1>
      <ContentTabs />
      <form
        className="max-w-xl space-y-3 rounded-2xl bg-white p-5 shadow-sm"
        onSubmit={(e) => {
          e.preventDefault();
          change.mutate(
            { kind: 'add', title, imageUrl },
            { onSuccess: () => (setTitle(''), setImageUrl('')) },
          );
        }}
      >
        <h2 className="text-lg font-bold text-slate-900">{t('console.content.gallery.add')}</h2>
        <ImageUploadField
          label={t('console.content.gallery.photo')}
          uploadUrl="/api/console/content/gallery/photos"
          imageUrl={imageUrl}
          previewAlt={t('console.content.gallery.newPhotoAlt')}
          previewSize={PHOTO_SIZE}
          onUploaded={setImageUrl}
        />
        <TextField
          label={t('console.content.gallery.caption')}
          value={title}
          onChange={(e) => setTitle(e.target.value)}
        />
        <button type="submit" className="btn btn-primary" disabled={change.isPending}>
          {t('console.content.gallery.addButton')}
        </button>
      </form>
      <ActionError error={change.error} className="mt-2 max-w-xl" />
      {gallery.isPending ? (
        <PageLoader label={t('console.content.gallery.loading')} />
      ) : gallery.isError ? (
        <LoadError error={gallery.error} onRetry={() => void gallery.refetch()} />
      ) : (
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {gallery.data.items.map((item) => (
            <GalleryCard key={`${item.id}-${item.title}-${item.sortOrder}`} item={item} />
          ))}
        </ul>
      )}
    </section>
  );
}

function GalleryCard({ item }: { item: ConsoleGalleryItem }) {
  const { t } = useTranslation();
  const change = useGalleryChange();
  return (
    <li className="rounded-2xl bg-white p-3 shadow-sm">
      <img
        src={item.imageUrl}
        alt={item.title}
        {...PHOTO_SIZE}
        className="h-auto w-full rounded-xl"
      />
      <form
        className="mt-2 space-y-2"
        onSubmit={(e) => {
          e.preventDefault();
          const data = new FormData(e.currentTarget);
          change.mutate({
            kind: 'update',
            id: item.id,
            title: String(data.get('title')),
            sortOrder: Number(data.get('sortOrder')),
          });
        }}
      >
        <TextField
          label={t('console.content.gallery.captionOf', { id: item.id })}
          name="title"
          defaultValue={item.title}
        />
        <TextField
          label={t('console.content.gallery.orderOf', { id: item.id })}
          name="sortOrder"
          type="number"
          min={0}
          defaultValue={item.sortOrder}
        />
        <div className="flex gap-2">
          <button type="submit" className="btn" disabled={change.isPending}>
            {t('console.content.save')}
          </button>
          <ConfirmButton
            label={t('console.content.gallery.remove', { title: item.title })}
            disabled={change.isPending}
            title={t('console.content.gallery.removeTitle', { title: item.title })}
            confirmLabel={t('console.content.gallery.removeConfirm')}
            pendingLabel={t('console.content.removing')}
            pending={change.isPending}
            error={change.error}
            onOpen={() => change.reset()}
            onConfirm={(done) =>
              change.mutate({ kind: 'remove', id: item.id }, { onSuccess: done })
            }
          >
            {t('console.content.gallery.removeBody')}
          </ConfirmButton>
        </div>
        <ActionError error={change.error} />
      </form>
    </li>
  );
}
