import { ApiRequestError, errorMessage } from '../lib/api-client';
import { UploadError } from '../lib/upload-file';
import { Icon } from './icon';

/** The heading over a failed change: a 4xx is the server refusing it, with its reason. */
export function actionErrorTitle(error: unknown): string {
  if (error instanceof ApiRequestError && error.status >= 400 && error.status < 500) {
    return 'This was refused';
  }
  if (error instanceof UploadError && !error.retryable) return 'This was refused';
  return 'This did not go through';
}

const messageOf = (error: unknown) =>
  error instanceof UploadError ? error.message : errorMessage(error);

/**
 * What went wrong with a change (a save, a removal, a handover): the server's message under a
 * heading that says it was refused, not the "could not load" of a failed read.
 */
export function ActionError({ error, className = '' }: { error: unknown; className?: string }) {
  if (!error) return null;
  return (
    <div
      role="alert"
      className={`flex gap-3 rounded-2xl border border-red-200 bg-red-50 p-3 text-red-900 ${className}`}
    >
      <Icon name="alert" className="mt-0.5 size-5 shrink-0 text-red-700" />
      <div>
        <p className="font-semibold">{actionErrorTitle(error)}</p>
        <p className="mt-1 text-sm">{messageOf(error)}</p>
      </div>
    </div>
  );
}
