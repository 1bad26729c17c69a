import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CompleteResponse,
  ManualPaymentInfo,
  PayResponse,
  TestOrder,
} from '../../../../shared/payments';
import { apiGet, apiRequest } from '../../../lib/api-client';

export function useTestOrder(orderId: string) {
  return useQuery({
    queryKey: ['test-order', orderId],
    queryFn: ({ signal }) =>
      apiGet<TestOrder>(`/api/payments/test/${encodeURIComponent(orderId)}`, { signal }),
  });
}

export function useCompleteTestPayment(orderId: string) {
  return useMutation({
    mutationFn: (outcome: 'success' | 'failure') =>
      apiRequest<CompleteResponse>(`/api/payments/test/${encodeURIComponent(orderId)}/complete`, {
        method: 'POST',
        body: { outcome },
      }),
  });
}

export function useManualPayment(bookingId: number | undefined) {
  return useQuery({
    queryKey: ['manual-payment', bookingId],
    enabled: bookingId !== undefined,
    queryFn: ({ signal }) =>
      apiGet<ManualPaymentInfo>(`/api/bookings/${bookingId}/manual-payment`, { signal }),
  });
}

export function useSubmitUtr(bookingId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (utr: string) =>
      apiRequest<ManualPaymentInfo>(`/api/bookings/${bookingId}/manual-payment`, {
        method: 'POST',
        body: { utr },
      }),
    onSuccess: (info) => queryClient.setQueryData(['manual-payment', bookingId], info),
  });
}

export function usePayOnline(bookingId: number) {
  return useMutation({
    mutationFn: () => apiRequest<PayResponse>(`/api/bookings/${bookingId}/pay`, { method: 'POST' }),
  });
}

/** What the customer still owes on their booking after its return. */
export function useBalanceOwed(bookingId: number) {
  return useQuery({
    queryKey: ['balance-owed', bookingId],
    staleTime: 0,
    queryFn: ({ signal }) =>
      apiGet<{ bookingId: number; owedPaise: number }>(`/api/bookings/${bookingId}/balance`, {
        signal,
      }),
  });
}

/** Opens a gateway order for what is owed now (the payment link's page). */
export function usePayBalance(bookingId: number) {
  return useMutation({
    mutationFn: () =>
      apiRequest<PayResponse>(`/api/bookings/${bookingId}/pay-balance`, { method: 'POST' }),
  });
}
