import { useMutation, useQuery } from '@tanstack/react-query';
import type { Booking, CreateBookingBody } from '../../../../shared/bookings';
import type { CarDetailResponse } from '../../../../shared/car-detail';
import type { PickupDropOptionsResponse } from '../../../../shared/pickup-drop';
import { apiGet, apiRequest } from '../../../lib/api-client';

export function useCheckoutCar(carId: number | undefined) {
  return useQuery({
    queryKey: ['checkout-car', carId],
    enabled: carId !== undefined,
    queryFn: ({ signal }) => apiGet<CarDetailResponse>(`/api/cars/${carId}`, { signal }),
  });
}

export function usePickupDropOptions(branchId: number | undefined) {
  return useQuery({
    queryKey: ['pickup-drop-options', branchId],
    enabled: branchId !== undefined,
    queryFn: ({ signal }) =>
      apiGet<PickupDropOptionsResponse>(`/api/branches/${branchId}/pickup-drop-options`, {
        signal,
      }),
  });
}

/** POST /api/bookings; the key makes a double click or a retry one booking. */
export function useCreateBooking(idempotencyKey: string) {
  return useMutation({
    mutationFn: (body: CreateBookingBody) =>
      apiRequest<Booking>('/api/bookings', {
        method: 'POST',
        body,
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
  });
}
