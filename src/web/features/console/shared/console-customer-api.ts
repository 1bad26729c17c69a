import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CustomerDetail, DocumentReviewBody } from '../../../../shared/console-customers';
import { apiGet, apiRequest } from '../../../lib/api-client';

/** One customer as the console reads them: the customer page and the counter's documents. */
export const customerKey = (id: number) => ['console', 'customer', id] as const;

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
