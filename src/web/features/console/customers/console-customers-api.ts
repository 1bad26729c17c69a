import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CustomerDetail,
  CustomerList,
  DocumentReviewBody,
} from '../../../../shared/console-customers';
import { apiGet, apiRequest } from '../../../lib/api-client';

export function useConsoleCustomers(q: string, page: number, show = 'all') {
  const query = new URLSearchParams();
  if (q) query.set('q', q);
  if (show !== 'all') query.set('show', show);
  if (page > 1) query.set('page', String(page));
  return useQuery({
    queryKey: ['console', 'customers', query.toString()],
    queryFn: ({ signal }) => apiGet<CustomerList>(`/api/console/customers?${query}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

const customerKey = (id: number) => ['console', 'customer', id] as const;

export function useConsoleCustomer(id: number) {
  return useQuery({
    queryKey: customerKey(id),
    queryFn: ({ signal }) => apiGet<CustomerDetail>(`/api/console/customers/${id}`, { signal }),
  });
}

export function useReviewDocument(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (a: { kind: string } & DocumentReviewBody) =>
      apiRequest<CustomerDetail>(`/api/console/customers/${id}/documents/${a.kind}/review`, {
        method: 'POST',
        body: {
          decision: a.decision,
          ...(a.reason ? { reason: a.reason } : {}),
          ...(a.licence ? { licence: a.licence } : {}),
        },
      }),
    onSuccess: (detail) => queryClient.setQueryData(customerKey(id), detail),
  });
}

export function useBlockCustomer(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { blocked: boolean; reason?: string }) =>
      apiRequest<{ blocked: boolean }>(`/api/console/customers/${id}/block`, {
        method: 'POST',
        body,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: customerKey(id) }),
  });
}
