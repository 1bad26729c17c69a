import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  PendingManualPayments,
  PendingRefunds,
  StaffActionResponse,
} from '../../../../shared/staff-payments';
import { apiGet, apiRequest } from '../../../lib/api-client';

export const PENDING_KEY = ['staff', 'manual-payments'] as const;
const REFUNDS_KEY = ['staff', 'refunds'] as const;

export function usePendingManualPayments(enabled: boolean) {
  return useQuery({
    queryKey: PENDING_KEY,
    enabled,
    queryFn: ({ signal }) =>
      apiGet<PendingManualPayments>('/api/console/manual-payments', { signal }),
    refetchInterval: 30_000,
  });
}

/** Confirm or reject one reference; the list reloads afterwards either way. */
export function useStaffPaymentAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (
      a: { paymentId: number } & ({ action: 'confirm' } | { action: 'reject'; reason: string }),
    ) =>
      apiRequest<StaffActionResponse>(`/api/console/manual-payments/${a.paymentId}/${a.action}`, {
        method: 'POST',
        ...(a.action === 'reject' ? { body: a.reason ? { reason: a.reason } : {} } : {}),
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: PENDING_KEY }),
  });
}

export function usePendingRefunds(enabled: boolean) {
  return useQuery({
    queryKey: REFUNDS_KEY,
    enabled,
    queryFn: ({ signal }) => apiGet<PendingRefunds>('/api/console/refunds', { signal }),
    refetchInterval: 30_000,
  });
}

/** Staff sent a refund by bank transfer: records its UTR; the list reloads either way. */
export function useMarkRefundPaid() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (a: { paymentId: number; utr: string }) =>
      apiRequest<StaffActionResponse>(`/api/console/refunds/${a.paymentId}/paid`, {
        method: 'POST',
        body: { utr: a.utr },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: REFUNDS_KEY }),
  });
}
