import { useTranslation } from 'react-i18next';
import type { ConsoleCar } from '../../../../shared/console-fleet';
import { CAR_PHOTO_MAX_BYTES } from '../../../../shared/console-fleet';
import { CAR_PHOTO_TYPE_MESSAGE, IMAGE_TYPES, tooLargeMessage } from '../../../../shared/uploads';
import { FileUpload } from '../../../components/file-upload';
import { useCarPhotoDone } from './console-fleet-api';

/** The car's photo with an upload control, its progress and a retry when the line drops. */
export function CarPhotoUpload({ car }: { car: ConsoleCar }) {
  const { t } = useTranslation();
  const done = useCarPhotoDone(car.id);
  return (
    <div className="space-y-3">
      <img
        src={car.imageUrl}
        alt={t('console.fleet.photo.alt', { title: car.title })}
        width={800}
        height={500}
        className="aspect-[8/5] w-full max-w-md rounded-2xl bg-slate-100 object-cover"
      />
      <div className="max-w-md">
        <FileUpload<ConsoleCar>
          label={t('console.fleet.photo.label')}
          method="PUT"
          url={`/api/console/cars/${car.id}/photo`}
          accept={IMAGE_TYPES}
          typeMessage={CAR_PHOTO_TYPE_MESSAGE}
          maxBytes={CAR_PHOTO_MAX_BYTES}
          tooLargeMessage={tooLargeMessage('photo', CAR_PHOTO_MAX_BYTES)}
          onUploaded={done}
        />
      </div>
    </div>
  );
}
