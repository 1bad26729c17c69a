import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AuditPage,
  ConsoleBranches,
  ConsoleMessage,
  InviteStaffBody,
  StaffList,
  StaffMember,
} from '../../../../shared/console';
import { apiGet, apiRequest } from '../../../lib/api-client';

const TEAM_KEY = ['console', 'staff'] as const;

export function useConsoleBranches() {
  return useQuery({
    queryKey: ['console', 'branches'],
    queryFn: ({ signal }) => apiGet<ConsoleBranches>('/api/console/branches', { signal }),
    staleTime: 5 * 60_000,
  });
}

export function useTeam() {
  return useQuery({
    queryKey: TEAM_KEY,
    queryFn: ({ signal }) => apiGet<StaffList>('/api/console/staff', { signal }),
  });
}

export function useInviteStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: InviteStaffBody) =>
      apiRequest<StaffMember>('/api/console/staff', { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TEAM_KEY }),
  });
}

export function useSetStaffActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (a: { id: number; active: boolean }) =>
      apiRequest<StaffMember>(
        `/api/console/staff/${a.id}/${a.active ? 'reactivate' : 'deactivate'}`,
        { method: 'POST' },
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: TEAM_KEY }),
  });
}

export function useAcceptInvite() {
  return useMutation({
    mutationFn: (body: { token: string; password: string }) =>
      apiRequest<ConsoleMessage>('/api/staff/invite/accept', { method: 'POST', body }),
  });
}

export function useAuditLog(filter: { recordType: string; recordId: string; page: number }) {
  const params = new URLSearchParams({ page: String(filter.page) });
  if (filter.recordType) params.set('recordType', filter.recordType);
  if (filter.recordId) params.set('recordId', filter.recordId);
  return useQuery({
    queryKey: ['console', 'audit', filter],
    queryFn: ({ signal }) => apiGet<AuditPage>(`/api/console/audit?${params}`, { signal }),
  });
}
