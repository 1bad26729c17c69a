import { useId, useState } from 'react';
import type { ConsoleCar } from '../../../../shared/console-fleet';
import { useCarPhotoDone } from '../api/console-fleet-api';
import { uploadWithProgress } from '../api/upload-with-progress';

/** The car's photo with an upload control and a visible progress bar while it uploads. */
export function CarPhotoUpload({ car }: { car: ConsoleCar }) {
  const inputId = useId();
  const done = useCarPhotoDone(car.id);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);

  const upload = (file: File) => {
    setError(null);
    setSaved(false);
    setProgress(0);
    uploadWithProgress<ConsoleCar>('PUT', `/api/console/cars/${car.id}/photo`, file, setProgress)
      .then((updated) => {
        done(updated);
        setSaved(true);
      })
      .catch((e: Error) => setError(e.message))
      .finally(() => setProgress(null));
  };

  return (
    <div className="space-y-3">
      <img
        src={car.imageUrl}
        alt={`Photo of ${car.title}`}
        width={800}
        height={500}
        className="aspect-[8/5] w-full max-w-md rounded-2xl bg-slate-100 object-cover"
      />
      <div>
        <label htmlFor={inputId} className="mb-1 block text-sm font-semibold text-slate-800">
          Car photo (JPEG, PNG or WebP)
        </label>
        <input
          id={inputId}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          disabled={progress !== null}
          onChange={(e) => {
            const file = e.target.files?.[0];
            if (file) upload(file);
            e.target.value = '';
          }}
          className="block text-sm"
        />
      </div>
      {progress !== null && (
        <div>
          <progress
            className="h-3 w-full max-w-md"
            max={100}
            value={progress}
            aria-label="Photo upload progress"
          />
          <p className="text-sm text-slate-600">Uploading… {progress}%</p>
        </div>
      )}
      {saved && (
        <p role="status" className="text-sm text-green-800">
          The photo is saved.
        </p>
      )}
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
