import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { rememberRedirect } from '../lib/redirect-after-login';
import { ACCOUNT_POLL_MS, useSession } from '../lib/session';
import { PageLoader } from './spinner';
import { useTranslation } from 'react-i18next';

/**
 * Renders `children` only for a logged-in customer. While the check runs it shows a loader;
 * a visitor (or a session that ended) goes to /user/login, which returns here after login.
 * A visitor who opens such a page from outside never gets here: the server sends them to
 * sign-in first (shared/page-requests.ts); this guard covers navigations inside the app.
 * `import { RequireCustomer } from '../components/require-customer'`.
 */
export function RequireCustomer({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { loggedIn, isPending } = useSession({ pollMs: ACCOUNT_POLL_MS });
  const location = useLocation();
  if (isPending) return <PageLoader label={t('common.checkingLogin')} />;
  if (!loggedIn) {
    rememberRedirect(location.pathname + location.search);
    return <Navigate to="/user/login" replace />;
  }
  return <>{children}</>;
}
