import { UPLOAD_MAX_BYTES } from '../../../../shared/account';
import { IMAGE_TYPE_MESSAGE, IMAGE_TYPES, tooLargeMessage } from '../../../../shared/uploads';
import { useTranslation } from 'react-i18next';
import { FileUpload } from '../../../components/file-upload';
import { COVER_UPLOADS } from '../lib/cover-uploads';

/**
 * A cover picture control on the shared upload (progress, retry, shrink before upload), then
 * the stored picture. `onBusy` tells the form to wait while a file is on its way.
 */
export function CoverUpload({
  kind,
  imageUrl,
  onUploaded,
  onBusy,
}: {
  kind: keyof typeof COVER_UPLOADS;
  imageUrl: string | undefined;
  onUploaded: (url: string) => void;
  onBusy: (busy: boolean) => void;
}) {
  const { t } = useTranslation();
  return (
    <div>
      <FileUpload<{ imageUrl: string }>
        label={t('learning.upload.cover')}
        method="POST"
        url={COVER_UPLOADS[kind]}
        accept={IMAGE_TYPES}
        typeMessage={IMAGE_TYPE_MESSAGE}
        maxBytes={UPLOAD_MAX_BYTES}
        tooLargeMessage={tooLargeMessage('image', UPLOAD_MAX_BYTES)}
        onUploaded={(reply) => onUploaded(reply.imageUrl)}
        onBusyChange={onBusy}
      />
      {imageUrl && (
        <img
          src={imageUrl}
          alt={t('learning.upload.preview')}
          className="mt-2 max-h-48 max-w-full rounded-lg"
        />
      )}
    </div>
  );
}
