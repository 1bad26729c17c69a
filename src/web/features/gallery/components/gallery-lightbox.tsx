import { useTranslation } from 'react-i18next';
import { useEffect, useState } from 'react';
import Lightbox from 'yet-another-react-lightbox';
import Thumbnails from 'yet-another-react-lightbox/plugins/thumbnails';
import 'yet-another-react-lightbox/styles.css';
import 'yet-another-react-lightbox/plugins/thumbnails.css';
import type { GalleryItem } from '../../../../shared/content';
import { THUMBNAIL_GAP, thumbnailWidth } from '../lib/thumbnail-size';

function useViewportWidth() {
  const [width, setWidth] = useState(() => window.innerWidth);
  useEffect(() => {
    const onResize = () => setWidth(window.innerWidth);
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return width;
}

/** Full-screen viewer with a thumbnail strip; arrow keys, swipe and Escape work. */
export default function GalleryLightbox({
  items,
  index,
  onClose,
}: {
  items: GalleryItem[];
  index: number;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const width = thumbnailWidth(useViewportWidth());
  return (
    <Lightbox
      open
      index={index}
      close={onClose}
      plugins={[Thumbnails]}
      slides={items.map((item) => ({
        src: item.imageUrl,
        alt: item.title,
        width: item.width,
        height: item.height,
      }))}
      thumbnails={{
        width,
        height: Math.round(width * 0.75),
        gap: THUMBNAIL_GAP,
        border: 1,
        padding: 2,
        borderRadius: 6,
        vignette: false,
      }}
      carousel={{ finite: false }}
      labels={{
        Previous: t('pages.gallery.previous'),
        Next: t('pages.gallery.next'),
        Close: t('pages.gallery.close'),
      }}
    />
  );
}
