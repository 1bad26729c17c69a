import { useId, useState, type ChangeEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Spinner } from '../../../components/spinner';
import { errorMessage } from '../../../lib/api-client';
import { PROFILE_KEY, uploadPhoto } from '../api/account-api';

/** Profile photo: images only, uploaded as soon as it is chosen. */
export function PhotoField({ photoUrl }: { photoUrl: string | null }) {
  const id = useId();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  const onChange = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    if (!file.type.startsWith('image/')) return setError('Please choose an image.');
    setBusy(true);
    setError(undefined);
    try {
      queryClient.setQueryData(PROFILE_KEY, await uploadPhoto(file));
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="flex items-center gap-4">
      <img
        src={photoUrl ?? '/default-profile.svg'}
        alt={photoUrl ? 'Profile photo' : 'No profile photo'}
        className="size-20 rounded-full bg-slate-100 object-cover"
        width={80}
        height={80}
      />
      <div>
        <label htmlFor={id} className="btn btn-outline cursor-pointer">
          Photo
        </label>
        <input
          id={id}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          className="sr-only"
          onChange={(e) => void onChange(e)}
          disabled={busy}
        />
        {busy && <Spinner label="Uploading…" className="mt-2 justify-start" />}
        {error && (
          <p role="alert" className="mt-2 text-sm text-red-700">
            {error}
          </p>
        )}
      </div>
    </div>
  );
}
