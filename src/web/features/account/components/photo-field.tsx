import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { UPLOAD_MAX_BYTES, type Profile } from '../../../../shared/account';
import { IMAGE_TYPE_MESSAGE, IMAGE_TYPES, tooLargeMessage } from '../../../../shared/uploads';
import { FileUpload } from '../../../components/file-upload';
import { PROFILE_KEY } from '../api/account-api';

/** Profile photo: images only, uploaded as soon as it is chosen. */
export function PhotoField({ photoUrl }: { photoUrl: string | null }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return (
    <div className="flex items-center gap-4">
      <img
        src={photoUrl ?? '/default-profile.svg'}
        alt={photoUrl ? t('account.profile.photoAlt') : t('account.profile.noPhotoAlt')}
        className="size-20 rounded-full bg-slate-100 object-cover"
        width={80}
        height={80}
      />
      <FileUpload<Profile>
        label={t('account.profile.photo')}
        asButton
        method="PUT"
        url="/api/account/photo"
        accept={IMAGE_TYPES}
        typeMessage={IMAGE_TYPE_MESSAGE}
        maxBytes={UPLOAD_MAX_BYTES}
        tooLargeMessage={tooLargeMessage('file', UPLOAD_MAX_BYTES)}
        onUploaded={(profile) => queryClient.setQueryData(PROFILE_KEY, profile)}
      />
    </div>
  );
}
