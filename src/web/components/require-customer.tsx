import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { rememberRedirect } from '../lib/redirect-after-login';
import { ACCOUNT_POLL_MS, useSession } from '../lib/session';
import { PageLoader } from './spinner';

/**
 * Renders `children` only for a logged-in customer. While the check runs it shows a loader;
 * a visitor (or a session that ended) goes to /user/login, which returns here after login.
 * `import { RequireCustomer } from '../components/require-customer'`.
 */
export function RequireCustomer({ children }: { children: ReactNode }) {
  const { loggedIn, isPending } = useSession({ pollMs: ACCOUNT_POLL_MS });
  const location = useLocation();
  if (isPending) return <PageLoader label="Checking your login…" />;
  if (!loggedIn) {
    rememberRedirect(location.pathname + location.search);
    return <Navigate to="/user/login" replace />;
  }
  return <>{children}</>;
}
