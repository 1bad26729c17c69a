import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import { Icon } from '../../../components/icon';

// Nehru Nagar, Bhilai (the head office in the default address).
const BBOX = '81.3350,21.1900,81.3650,21.2100';
const MARKER = '21.2000,81.3500';
export const MAP_EMBED_URL = `https://www.openstreetmap.org/export/embed.html?bbox=${BBOX}&layer=mapnik&marker=${MARKER}`;
/** The same place on OpenStreetMap itself: works without scripts, and hands over to a map app. */
export const MAP_PAGE_URL =
  'https://www.openstreetmap.org/?mlat=21.2000&mlon=81.3500#map=15/21.2000/81.3500';

/** The map loads only when the visitor asks for it (no third-party request before that). */
export function ContactMap() {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  return (
    <div className="overflow-hidden rounded-2xl bg-slate-100 ring-1 ring-slate-200">
      {shown ? (
        <iframe
          title={t('pages.contact.mapTitle')}
          src={MAP_EMBED_URL}
          width={600}
          height={360}
          loading="lazy"
          className="h-90 w-full border-0"
        />
      ) : (
        <div className="flex h-90 flex-col items-center justify-center gap-3 p-6 text-center">
          <Icon name="map" className="size-10 text-brand-700" />
          <p className="text-sm text-slate-700">{t('pages.contact.mapNote')}</p>
          <button type="button" className="btn btn-outline" onClick={() => setShown(true)}>
            {t('pages.contact.showMap')}
          </button>
          <a
            href={MAP_PAGE_URL}
            target="_blank"
            rel="noopener noreferrer"
            className="text-sm font-semibold text-brand-700 underline underline-offset-2"
          >
            {t('pages.contact.openMap')}
          </a>
        </div>
      )}
    </div>
  );
}
