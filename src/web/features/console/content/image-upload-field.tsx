import { CONTENT_IMAGE_MAX_BYTES } from '../../../../shared/console-content';
import { IMAGE_TYPE_MESSAGE, IMAGE_TYPES, tooLargeMessage } from '../../../../shared/uploads';
import { FileUpload } from '../../../components/file-upload';
import { useTranslation } from 'react-i18next';
import { useMessage } from '../../../lib/use-message';

/**
 * A content picture on the shared upload (progress bar, retry, shrink before upload); the server
 * checks the bytes and crops the picture, then `onUploaded` gets its URL. `imageUrl` is the
 * current picture, if any.
 */
export function ImageUploadField({
  label,
  uploadUrl,
  imageUrl,
  previewAlt,
  previewSize,
  onUploaded,
  error,
}: {
  label: string;
  uploadUrl: string;
  imageUrl: string;
  previewAlt: string;
  previewSize: { width: number; height: number };
  onUploaded: (imageUrl: string) => void;
  error?: string;
}) {
  const { t } = useTranslation();
  const message = useMessage();
  return (
    <div className="space-y-2">
      {imageUrl && (
        <img
          src={imageUrl}
          alt={previewAlt}
          {...previewSize}
          className="h-auto w-full max-w-sm rounded-xl bg-slate-100 object-cover"
        />
      )}
      <FileUpload<{ imageUrl: string }>
        label={t('console.content.imageUpload.label', { label })}
        method="POST"
        url={uploadUrl}
        accept={IMAGE_TYPES}
        typeMessage={IMAGE_TYPE_MESSAGE}
        maxBytes={CONTENT_IMAGE_MAX_BYTES}
        tooLargeMessage={tooLargeMessage('image', CONTENT_IMAGE_MAX_BYTES)}
        onUploaded={(reply) => onUploaded(reply.imageUrl)}
      />
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {message(error)}
        </p>
      )}
    </div>
  );
}
