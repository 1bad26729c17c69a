import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  BookingCounts,
  BookingsPage,
  CancellationQuote,
  CancelResponse,
  ExtensionQuote,
  TransactionsPage,
} from '../../../../shared/bookings';
import { apiGet, apiRequest } from '../../../lib/api-client';

// A customer's bookings and payments change through pages elsewhere (payment gateway, staff
// confirming a transfer), so they are fetched again whenever a page showing them opens.
export const useBookings = (page: number) =>
  useQuery({
    queryKey: ['bookings', 'list', page],
    staleTime: 0,
    queryFn: ({ signal }) => apiGet<BookingsPage>(`/api/bookings?page=${page}`, { signal }),
  });

export const useBookingCounts = () =>
  useQuery({
    queryKey: ['bookings', 'counts'],
    staleTime: 0,
    queryFn: ({ signal }) => apiGet<BookingCounts>('/api/bookings/counts', { signal }),
  });

export const useCancellationQuote = (bookingId: number) =>
  useQuery({
    queryKey: ['bookings', 'quote', bookingId],
    queryFn: ({ signal }) =>
      apiGet<CancellationQuote>(`/api/bookings/${bookingId}/cancellation-quote`, { signal }),
    staleTime: 0,
  });

export function useCancelBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (bookingId: number) =>
      apiRequest<CancelResponse>(`/api/bookings/${bookingId}/cancel`, { method: 'POST' }),
    // Refresh the list and the counters only: the open dialog's cancellation quote asked
    // again for a booking now cancelled would answer 400 (issue 21), so it is dropped instead.
    onSettled: (_data, _error, bookingId) => {
      queryClient.removeQueries({ queryKey: ['bookings', 'quote', bookingId] });
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: ['bookings', 'list'] }),
        queryClient.invalidateQueries({ queryKey: ['bookings', 'counts'] }),
      ]);
    },
  });
}

export const useTransactions = (page: number, search: string) =>
  useQuery({
    queryKey: ['transactions', page, search],
    staleTime: 0,
    queryFn: ({ signal }) =>
      apiGet<TransactionsPage>(
        `/api/transactions?${new URLSearchParams({ page: String(page), search }).toString()}`,
        { signal },
      ),
  });

/** The rates for running my booking on to `drop`; only fetched once the customer asks. */
export const useExtensionQuote = (
  bookingId: number,
  drop: { dropDate: string; dropTime: string } | undefined,
) =>
  useQuery({
    queryKey: ['bookings', 'extension-quote', bookingId, drop],
    enabled: drop !== undefined,
    staleTime: 0,
    retry: false,
    queryFn: ({ signal }) =>
      apiGet<ExtensionQuote>(
        `/api/bookings/${bookingId}/extension-quote?${new URLSearchParams(drop).toString()}`,
        { signal },
      ),
  });
