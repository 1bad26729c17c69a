import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CancelOnBehalfResponse } from '../../../../shared/console-bookings';
import type { AccountsReport } from '../../../../shared/accounts';
import type { ConsoleReport } from '../../../../shared/console-reports';
import { apiGet, apiRequest } from '../../../lib/api-client';
import { refreshBooking } from './console-bookings-api';

/** The query string of a report and of its CSV files: the month, and a branch if chosen. */
export function reportQuery(month: string, branchId: string) {
  const query = new URLSearchParams({ month });
  if (branchId) query.set('branchId', branchId);
  return query.toString();
}

export function useConsoleReport(month: string, branchId: string) {
  const query = reportQuery(month, branchId);
  return useQuery({
    queryKey: ['console', 'report', query],
    queryFn: ({ signal }) => apiGet<ConsoleReport>(`/api/console/reports?${query}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** Staff cancel for the customer; the booking page reloads either way. */
export function useCancelOnBehalf(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) =>
      apiRequest<CancelOnBehalfResponse>(`/api/console/bookings/${id}/cancel`, {
        method: 'POST',
        body: { reason },
      }),
    onSettled: () => refreshBooking(queryClient, id),
  });
}

/** The month's accounts from the journal (revenue, GST by rate, held, owed by age, payable). */
export function useConsoleAccounts(month: string, branchId: string) {
  const query = reportQuery(month, branchId);
  return useQuery({
    queryKey: ['console', 'accounts', query],
    queryFn: ({ signal }) => apiGet<AccountsReport>(`/api/console/accounts?${query}`, { signal }),
    placeholderData: keepPreviousData,
  });
}
