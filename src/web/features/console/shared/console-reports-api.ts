import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CancelOnBehalfBody,
  CancelOnBehalfQuote,
  CancelOnBehalfResponse,
} from '../../../../shared/console-bookings';
import type { AccountsReport } from '../../../../shared/accounts';
import type { ConsoleReport } from '../../../../shared/console-reports';
import type { LessonReport } from '../../../../shared/lesson-console';
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

/** The month's practical lessons by branch and instructor (decision 0046). */
export function useLessonReport(month: string, branchId: string) {
  const query = reportQuery(month, branchId);
  return useQuery({
    queryKey: ['console', 'lesson-report', query],
    queryFn: ({ signal }) =>
      apiGet<LessonReport>(`/api/console/reports/lessons?${query}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** Staff cancel for the customer; the booking page reloads either way. */
export function useCancelOnBehalf(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CancelOnBehalfBody) =>
      apiRequest<CancelOnBehalfResponse>(`/api/console/bookings/${id}/cancel`, {
        method: 'POST',
        body,
      }),
    onSettled: () => refreshBooking(queryClient, id),
  });
}

/** What cancelling now would refund, asked when staff open the confirm dialog. */
export function useCancelOnBehalfQuote(id: number, enabled: boolean) {
  return useQuery({
    queryKey: ['console', 'cancel-quote', id],
    enabled,
    staleTime: 0,
    gcTime: 0,
    queryFn: ({ signal }) =>
      apiGet<CancelOnBehalfQuote>(`/api/console/bookings/${id}/cancel-quote`, { signal }),
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
