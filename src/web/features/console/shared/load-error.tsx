import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert';
import { ApiRequestError, errorMessage } from '../../../lib/api-client';

/**
 * The heading over a page the staff member's role may not open (a 403 on its read), in English
 * (console.shared.loadError.notForYourRole shows it in the page's language).
 */
export const NOT_FOR_YOUR_ROLE_TITLE = 'This page is not open to your role';

/**
 * A console read that failed: refused for the staff member's role (403), the server's message
 * under a heading that says so and no "Try again" (trying again cannot help); otherwise "We
 * could not load this" with a retry.
 */
export function LoadError({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { t } = useTranslation();
  if (error instanceof ApiRequestError && error.status === 403) {
    return (
      <ErrorAlert title={t('console.shared.loadError.notForYourRole')} message={error.message} />
    );
  }
  return <ErrorAlert message={errorMessage(error)} onRetry={onRetry} />;
}
