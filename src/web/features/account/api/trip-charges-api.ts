import { useQuery } from '@tanstack/react-query';
import type { CustomerTripCharges } from '../../../../shared/trip-charges';
import { apiGet } from '../../../lib/api-client';

/**
 * Tolls, challans and damage charged to a returned booking after the trip, with what is still
 * owed and the deposit held; asked again each time (staff may add one, the deposit may pay one).
 */
export const useBookingTripCharges = (bookingId: number) =>
  useQuery({
    queryKey: ['bookings', 'trip-charges', bookingId],
    staleTime: 0,
    queryFn: ({ signal }) =>
      apiGet<CustomerTripCharges>(`/api/bookings/${bookingId}/trip-charges`, { signal }),
  });
