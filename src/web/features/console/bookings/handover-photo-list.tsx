import { useTranslation } from 'react-i18next';
import type { Handover } from '../../../../shared/console-bookings';

/** A handover's photos as thumbnails, each opening the full photo in a new tab. */
export function HandoverPhotoList({
  handover,
  thumbnailClassName,
}: {
  handover: Pick<Handover, 'stage' | 'photos'>;
  thumbnailClassName: string;
}) {
  const { t } = useTranslation();
  return (
    <ul className="flex flex-wrap gap-2">
      {handover.photos.map((p, i) => (
        <li key={p.id}>
          <a href={p.url} target="_blank" rel="noreferrer">
            <img
              src={p.url}
              alt={t(`console.handover.photos.alt.${handover.stage}`, { number: i + 1 })}
              className={`rounded object-cover ${thumbnailClassName}`}
            />
          </a>
        </li>
      ))}
    </ul>
  );
}
