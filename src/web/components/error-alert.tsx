import { useMessage } from '../lib/use-message';
import { useTranslation } from 'react-i18next';
import { Icon } from './icon';

interface ErrorAlertProps {
  message: string;
  title?: string;
  onRetry?: () => void;
  className?: string;
}

/** A red alert with the server's message and an optional "Try again" button. */
export function ErrorAlert({ message, title, onRetry, className = '' }: ErrorAlertProps) {
  const { t } = useTranslation();
  const translate = useMessage();
  return (
    <div
      role="alert"
      className={`flex gap-3 rounded-2xl border border-red-200 bg-red-50 p-4 text-red-900 ${className}`}
    >
      <Icon name="alert" className="mt-0.5 size-5 shrink-0 text-red-700" />
      <div className="flex-1">
        <p className="font-semibold">{title ?? t('common.errorTitle')}</p>
        <p className="mt-1 text-sm">{translate(message)}</p>
        {onRetry && (
          <button
            type="button"
            onClick={onRetry}
            className="btn mt-3 bg-white text-red-800 ring-1 ring-red-300 ring-inset hover:bg-red-100"
          >
            {t('common.tryAgain')}
          </button>
        )}
      </div>
    </div>
  );
}
