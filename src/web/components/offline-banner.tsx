import { useTranslation } from 'react-i18next';
import { useOffline } from '../lib/offline';

/** A bar under the header while the phone has no connection. */
export function OfflineBanner() {
  const { t } = useTranslation();
  const offline = useOffline();
  if (!offline) return null;
  return (
    <p
      role="status"
      className="bg-amber-100 px-4 py-2 text-center text-sm font-semibold text-amber-950"
    >
      {t('common.offline')}
    </p>
  );
}
