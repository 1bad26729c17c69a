import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  BookingChangeBody,
  BookingChangeQuote,
  BookingChangeResult,
} from '../../../../shared/booking-change';
import type {
  BookingList,
  ConsoleBookingDetail,
  PickupBody,
  ReturnBody,
  ReturnResponse,
} from '../../../../shared/console-bookings';
import { apiGet, apiRequest } from '../../../lib/api-client';

export interface BookingFilter {
  q: string;
  status: string;
  branchId: string;
  from: string;
  to: string;
  page: number;
}

export function useConsoleBookings(filter: BookingFilter) {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(filter)) {
    if (value !== '' && !(key === 'page' && value === 1)) query.set(key, String(value));
  }
  return useQuery({
    queryKey: ['console', 'bookings', query.toString()],
    queryFn: ({ signal }) => apiGet<BookingList>(`/api/console/bookings?${query}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

const bookingKey = (id: number) => ['console', 'booking', id] as const;

export function useConsoleBooking(id: number) {
  return useQuery({
    queryKey: bookingKey(id),
    queryFn: ({ signal }) =>
      apiGet<ConsoleBookingDetail>(`/api/console/bookings/${id}`, { signal }),
  });
}

export function useRecordPickup(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PickupBody) =>
      apiRequest<ConsoleBookingDetail>(`/api/console/bookings/${id}/pickup`, {
        method: 'POST',
        body,
      }),
    onSuccess: (detail) => queryClient.setQueryData(bookingKey(id), detail),
  });
}

/** A booking's GST documents (receipts, invoices, refund vouchers) on its console page. */
export const taxDocumentsKey = (id: number) => ['console', 'tax-documents', id] as const;

/** The booking page after a change: the booking, and its GST documents (a return or a cancellation issues them). */
export const refreshBooking = (queryClient: ReturnType<typeof useQueryClient>, id: number) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: bookingKey(id) }),
    queryClient.invalidateQueries({ queryKey: taxDocumentsKey(id) }),
  ]);

/** The return issues the trip's tax invoice: the page's GST documents reload with the booking. */
export function useRecordReturn(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReturnBody) =>
      apiRequest<ReturnResponse>(`/api/console/bookings/${id}/return`, { method: 'POST', body }),
    onSettled: () => refreshBooking(queryClient, id),
  });
}

export function useBookingChange(id: number) {
  const queryClient = useQueryClient();
  const quote = useMutation({
    mutationFn: (body: BookingChangeBody) =>
      apiRequest<BookingChangeQuote>(`/api/console/bookings/${id}/change-quote`, {
        method: 'POST',
        body,
      }),
  });
  const apply = useMutation({
    mutationFn: (body: BookingChangeBody) =>
      apiRequest<BookingChangeResult>(`/api/console/bookings/${id}/change`, {
        method: 'POST',
        body,
      }),
    // Not awaited: the refetched booking remounts the change form (its key is the booking's
    // times), and the caller's onSuccess must run before that.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['console'] }),
  });
  return { quote, apply };
}
