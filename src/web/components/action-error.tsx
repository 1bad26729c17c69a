import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../lib/api-client';
import { useErrorText } from '../lib/use-error-text';
import { useMessage } from '../lib/use-message';
import { UploadError } from '../lib/upload-file';
import { Icon } from './icon';

/** Whether a failed change was the server refusing it (a 4xx, with its reason). */
function wasRefused(error: unknown): boolean {
  if (error instanceof ApiRequestError && error.status >= 400 && error.status < 500) return true;
  return error instanceof UploadError && !error.retryable;
}

/**
 * What went wrong with a change (a save, a removal, a handover): the server's message under a
 * heading that says it was refused, not the "could not load" of a failed read.
 */
export function ActionError({ error, className = '' }: { error: unknown; className?: string }) {
  const { t } = useTranslation();
  const message = useMessage();
  const errorText = useErrorText();
  if (!error) return null;
  return (
    <div
      role="alert"
      className={`flex gap-3 rounded-2xl border border-red-200 bg-red-50 p-3 text-red-900 ${className}`}
    >
      <Icon name="alert" className="mt-0.5 size-5 shrink-0 text-red-700" />
      <div>
        <p className="font-semibold">
          {wasRefused(error) ? t('common.actionRefused') : t('common.actionFailed')}
        </p>
        <p className="mt-1 text-sm">
          {error instanceof UploadError ? message(error.message) : errorText(error)}
        </p>
      </div>
    </div>
  );
}
