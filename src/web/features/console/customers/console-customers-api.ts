import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CustomerList } from '../../../../shared/console-customers';
import { customerKey } from '../shared/console-customer-api';
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
