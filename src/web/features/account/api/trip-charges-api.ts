import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CustomerTripCharge, CustomerTripCharges } from '../../../../shared/trip-charges';
import { apiGet, apiRequest } from '../../../lib/api-client';

const tripChargesKey = (bookingId: number) => ['bookings', 'trip-charges', bookingId] as const;

/**
 * Tolls, challans and damage charged to a returned booking after the trip, with what is still
 * owed and the deposit held; asked again each time (staff may add one, the deposit may pay one).
 */
export const useBookingTripCharges = (bookingId: number) =>
  useQuery({
    queryKey: tripChargesKey(bookingId),
    staleTime: 0,
    queryFn: ({ signal }) =>
      apiGet<CustomerTripCharges>(`/api/bookings/${bookingId}/trip-charges`, { signal }),
  });

/** What the renter sends to dispute a charge: the reason, and a photo or PDF if they have one. */
export interface DisputeInput {
  reason: string;
  file: File | null;
}

/**
 * Disputes one charge of the booking (issue 36 item 4): multipart `reason` and `file`. The
 * charge comes back with its dispute open; the section's charges are asked for again (the
 * deposit now waits for the branch's decision).
 */
export function useDisputeTripCharge(bookingId: number, chargeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ reason, file }: DisputeInput) => {
      const form = new FormData();
      form.append('reason', reason);
      if (file) form.append('file', file);
      return apiRequest<CustomerTripCharge>(
        `/api/bookings/${bookingId}/trip-charges/${chargeId}/dispute`,
        { method: 'POST', body: form },
      );
    },
    onSuccess: (charge) => {
      queryClient.setQueryData<CustomerTripCharges>(
        tripChargesKey(bookingId),
        (old) =>
          old && { ...old, charges: old.charges.map((c) => (c.id === charge.id ? charge : c)) },
      );
      void queryClient.invalidateQueries({ queryKey: tripChargesKey(bookingId) });
    },
  });
}
