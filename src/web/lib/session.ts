import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { SessionResponse, SessionUser } from '../../shared/auth';
import { apiGet, apiRequest, UNAUTHORIZED_EVENT } from './api-client';
import { keepOfflineCacheFor } from './offline';

export const SESSION_QUERY_KEY = ['auth', 'session'] as const;

/** Session freshness: the header re-checks every 5 s, the account area every 3 s. */
export const HEADER_POLL_MS = 5_000;
export const ACCOUNT_POLL_MS = 3_000;

export interface SessionState {
  user: SessionUser | null;
  loggedIn: boolean;
  /** True until the first check has answered. */
  isPending: boolean;
}

/**
 * The logged-in customer from GET /api/auth/session. Re-checked every `pollMs`, when the
 * window regains focus and whenever any API call answers 401. A failed check counts as
 * logged out. `import { useSession } from '../lib/session'`.
 */
export function useSession({ pollMs = HEADER_POLL_MS }: { pollMs?: number } = {}): SessionState {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: SESSION_QUERY_KEY,
    queryFn: ({ signal }) => apiGet<SessionResponse>('/api/auth/session', { signal }),
    // One answer serves every part of a page that asks (header, drawer, guard, page): a part
    // that mounts later, such as a lazy page's guard, reads it rather than asking again (it
    // asked on mount before: three calls on the way from a protected page to sign-in).
    // Freshness comes from the polls, the window's focus, any 401, sign-in and sign-out.
    staleTime: Infinity,
    retry: false,
    refetchInterval: pollMs,
    refetchOnWindowFocus: 'always',
  });

  useEffect(() => {
    const recheck = () => void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
    window.addEventListener(UNAUTHORIZED_EVENT, recheck);
    return () => window.removeEventListener(UNAUTHORIZED_EVENT, recheck);
  }, [queryClient]);

  const user = query.data?.loggedIn ? (query.data.user ?? null) : null;
  const answered = query.data !== undefined;
  const userId = user?.id ?? null;
  useEffect(() => {
    if (answered) keepOfflineCacheFor(userId);
  }, [answered, userId]);
  return { user, loggedIn: Boolean(user), isPending: query.isPending };
}

/** Stores a fresh login answer so every useSession() sees it at once. */
export function useSetSession() {
  const queryClient = useQueryClient();
  return (session: SessionResponse) => queryClient.setQueryData(SESSION_QUERY_KEY, session);
}

/**
 * Goes to / first (so a protected page being left cannot bounce to the login screen), then
 * ends the session on the server and forgets it here.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [isPending, setPending] = useState(false);
  const logout = async () => {
    setPending(true);
    await navigate('/');
    try {
      await apiRequest<null>('/api/auth/logout', { method: 'POST' });
    } catch {
      // Already logged out or offline: the local state is cleared either way.
    }
    queryClient.removeQueries({ queryKey: ['account'] });
    keepOfflineCacheFor(null);
    queryClient.setQueryData<SessionResponse>(SESSION_QUERY_KEY, { loggedIn: false, user: null });
    setPending(false);
  };
  return { logout, isPending };
}
