import { useMutation, useQuery } from '@tanstack/react-query';
import type { Booking, CreateBookingBody, CreateExtensionBody } from '../../../../shared/bookings';
import type { CarDetailResponse } from '../../../../shared/car-detail';
import type { CheckoutGst } from '../../../../shared/gst-buyer';
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

/** The booking being extended (its trip type, and whether it can still be extended). */
export function useExistingBooking(bookingId: number) {
  return useQuery({
    queryKey: ['bookings', 'one', bookingId],
    queryFn: ({ signal }) => apiGet<Booking>(`/api/bookings/${bookingId}`, { signal }),
  });
}

/** POST /api/bookings/:id/extensions, idempotent per key like a booking. */
export function useCreateExtension(bookingId: number, idempotencyKey: string) {
  return useMutation({
    mutationFn: (body: CreateExtensionBody) =>
      apiRequest<Booking>(`/api/bookings/${bookingId}/extensions`, {
        method: 'POST',
        body,
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
  });
}

/**
 * The GST on this car's booking for this customer: rate, SAC, place of supply and whether the
 * prices include it (null while GST is off or no rate is set).
 */
export function useCheckoutGst(carId: number) {
  return useQuery({
    queryKey: ['checkout-gst', carId],
    queryFn: ({ signal }) =>
      apiGet<CheckoutGst>(`/api/account/gst-details/checkout?carId=${carId}`, { signal }),
  });
}
