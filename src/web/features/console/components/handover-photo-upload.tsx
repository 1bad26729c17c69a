import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { refreshBooking } from '../api/console-bookings-api';
import { uploadWithProgress } from '../api/upload-with-progress';

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
  const id = useId();
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  const upload = async (files: FileList | null) => {
    setError(null);
    for (const file of Array.from(files ?? [])) {
      setProgress(0);
      try {
        await uploadWithProgress(
          'POST',
          `/api/console/bookings/${bookingId}/photos/${stage}`,
          file,
          setProgress,
        );
      } catch (e) {
        setError((e as Error).message);
        break;
      }
    }
    setProgress(null);
    await refreshBooking(queryClient, bookingId);
  };

  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-semibold text-slate-800">
        {stage === 'pickup' ? 'Photos of the car at pickup' : 'Photos of the car at return'}
      </label>
      <input
        id={id}
        type="file"
        accept="image/jpeg,image/png,image/webp"
        multiple
        disabled={progress !== null}
        onChange={(e) => void upload(e.target.files)}
        className="block text-sm"
      />
      {progress !== null && (
        <progress
          className="mt-2 w-full"
          max={100}
          value={progress}
          aria-label={`Uploading photo: ${progress}%`}
        />
      )}
      {photos.length > 0 && (
        <ul className="mt-2 flex flex-wrap gap-2">
          {photos.map((p, i) => (
            <li key={p.id}>
              <img
                src={p.url}
                alt={`${stage} photo ${i + 1}`}
                className="h-20 w-28 rounded object-cover"
              />
            </li>
          ))}
        </ul>
      )}
      {error && (
        <p role="alert" className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
