import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ConsoleMe } from '../../../../shared/console';
import type { StaffSession } from '../../../../shared/staff-payments';
import { apiGet, apiRequest } from '../../../lib/api-client';

const STAFF_SESSION_KEY = ['staff', 'session'] as const;
export const CONSOLE_ME_KEY = ['console', 'me'] as const;

/** Staff sign in separately from customers: GET /api/staff/session, never 401. */
export function useStaffSession() {
  return useQuery({
    queryKey: STAFF_SESSION_KEY,
    queryFn: ({ signal }) => apiGet<StaffSession>('/api/staff/session', { signal }),
    staleTime: 0,
    retry: false,
  });
}

/** Role and branch of the signed-in staff member. */
export function useConsoleMe(enabled: boolean) {
  return useQuery({
    queryKey: CONSOLE_ME_KEY,
    enabled,
    queryFn: ({ signal }) => apiGet<ConsoleMe>('/api/console/me', { signal }),
    staleTime: 60_000,
  });
}

export function useStaffLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { email: string; password: string }) =>
      apiRequest<StaffSession>('/api/staff/login', { method: 'POST', body }),
    onSuccess: (session) => queryClient.setQueryData(STAFF_SESSION_KEY, session),
  });
}

export function useStaffLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<null>('/api/auth/logout', { method: 'POST' }),
    onSettled: () => {
      queryClient.removeQueries({ queryKey: ['staff'] });
      queryClient.removeQueries({ queryKey: ['console'] });
      queryClient.setQueryData<StaffSession>(STAFF_SESSION_KEY, { staff: null });
    },
  });
}
