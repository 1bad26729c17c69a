import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { UPLOAD_MAX_BYTES } from '../../../../shared/account';
import { IMAGE_TYPE_MESSAGE, IMAGE_TYPES, tooLargeMessage } from '../../../../shared/uploads';
import { FileUpload } from '../../../components/file-upload';
import { refreshBooking } from '../shared/console-bookings-api';

/** Photos of the car at pickup or return, each uploaded at once with its progress shown. */
export function HandoverPhotoUpload({
  bookingId,
  stage,
  photos,
}: {
  bookingId: number;
  stage: 'pickup' | 'return';
  photos: { id: number; url: string }[];
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return (
    <div>
      <FileUpload
        label={
          stage === 'pickup'
            ? t('console.handover.photos.uploadPickup')
            : t('console.handover.photos.uploadReturn')
        }
        multiple
        method="POST"
        url={`/api/console/bookings/${bookingId}/handover-photos/${stage}`}
        accept={IMAGE_TYPES}
        typeMessage={IMAGE_TYPE_MESSAGE}
        maxBytes={UPLOAD_MAX_BYTES}
        tooLargeMessage={tooLargeMessage('photo', UPLOAD_MAX_BYTES)}
        onUploaded={() => refreshBooking(queryClient, bookingId)}
      />
      {photos.length > 0 && (
        <ul className="mt-2 flex flex-wrap gap-2">
          {photos.map((p, i) => (
            <li key={p.id}>
              <img
                src={p.url}
                alt={t(`console.handover.photos.alt.${stage}`, { number: i + 1 })}
                className="h-20 w-28 rounded object-cover"
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
