import { useTranslation } from 'react-i18next';
import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ErrorAlert } from '../../../components/error-alert';
import { Pager } from '../../../components/pager';
import { PageLoader, Spinner } from '../../../components/spinner';
import { errorMessage } from '../../../lib/api-client';
import { usePageMeta } from '../../../lib/use-page-meta';
import { useGallery } from '../api/get-gallery';
import { textLang } from '../../../lib/text-lang';

const GalleryLightbox = lazy(() => import('../components/gallery-lightbox'));

/** /gallery: 18 pictures a page; a picture opens the lightbox at that picture. */
export function GalleryPage() {
  const { t } = useTranslation();
  usePageMeta(t('pages.gallery.title'), t('pages.gallery.description'));
  const [params] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const gallery = useGallery(page);
  const [openAt, setOpenAt] = useState<number | null>(null);
  const pageCount = gallery.data ? Math.ceil(gallery.data.total / gallery.data.pageSize) : 0;

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-12">
      <p className="text-sm font-bold tracking-wider text-brand-700 uppercase">
        {t('pages.gallery.title')}
      </p>
      <h1 className="mt-1 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">
        {t('pages.gallery.heading')}
      </h1>
      <p className="mt-2 max-w-2xl text-slate-600">{t('pages.gallery.intro')}</p>
      <div className="mt-8">
        {gallery.isPending ? (
          <PageLoader label={t('pages.gallery.loading')} />
        ) : gallery.error ? (
          <ErrorAlert
            message={errorMessage(gallery.error)}
            onRetry={() => void gallery.refetch()}
          />
        ) : (
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
            {gallery.data.items.map((item, i) => (
              <li key={item.id}>
                <button
                  type="button"
                  onClick={() => setOpenAt(i)}
                  className="group block w-full overflow-hidden rounded-xl ring-1 ring-slate-200 focus-visible:ring-4 focus-visible:ring-brand-500"
                >
                  <img
                    src={item.imageUrl}
                    alt={item.title}
                    lang={textLang(item.title)}
                    width={item.width}
                    height={item.height}
                    loading={i < 6 ? 'eager' : 'lazy'}
                    decoding="async"
                    className="aspect-4/3 w-full bg-slate-100 object-cover transition group-hover:scale-105"
                  />
                </button>
              </li>
            ))}
          </ul>
        )}
        <Pager
          page={page}
          pageCount={pageCount}
          hrefOf={(p) => (p > 1 ? `/gallery?page=${p}` : '/gallery')}
          label={t('pages.gallery.pages')}
        />
      </div>
      {openAt !== null && gallery.data && (
        <Suspense
          fallback={
            <Spinner
              label={t('pages.gallery.opening')}
              className="fixed inset-0 z-50 bg-white/80"
            />
          }
        >
          <GalleryLightbox
            items={gallery.data.items}
            index={openAt}
            onClose={() => setOpenAt(null)}
          />
        </Suspense>
      )}
    </div>
  );
}
