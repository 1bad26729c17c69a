import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BillingDetails } from '../../../../shared/billing-address';
import type { Booking, CreateBookingBody, CreateExtensionBody } from '../../../../shared/bookings';
import type { CarDetailResponse } from '../../../../shared/car-detail';
import type { CheckoutGst } from '../../../../shared/gst-buyer';
import type { PickupDropOptionsResponse } from '../../../../shared/pickup-drop';
import { apiGet, apiRequest } from '../../../lib/api-client';
import type { BillingSave } from '../../../lib/billing-form';
import { RENTAL_REFERRAL_KEY } from '../../../lib/rental-referral';

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

/**
 * POST /api/bookings; the key makes a double click or a retry one booking. Made or refused, the
 * referral offer is asked for again: the booking may have used it, or it was gone already.
 */
export function useCreateBooking(idempotencyKey: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateBookingBody) =>
      apiRequest<Booking>('/api/bookings', {
        method: 'POST',
        body,
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: RENTAL_REFERRAL_KEY }),
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

/**
 * The customer's billing address and GST registration on file, and whether GST documents are
 * issued (decision 0041): the checkout asks for an address when none is on file.
 */
export function useBillingDetails() {
  return useQuery({
    queryKey: ['billing-details'],
    queryFn: ({ signal }) => apiGet<BillingDetails>('/api/account/billing-address', { signal }),
  });
}

/** Saves what the billing section holds: the customer's own address, or their business. */
export function useSaveBilling() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (save: BillingSave) =>
      save.kind === 'address'
        ? apiRequest<BillingDetails>('/api/account/billing-address', {
            method: 'PUT',
            body: { address: save.address },
          })
        : apiRequest<unknown>('/api/account/gst-details', { method: 'PUT', body: save.details }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['billing-details'] });
      // A GSTIN of another state changes the checkout's tax line (IGST).
      void queryClient.invalidateQueries({ queryKey: ['checkout-gst'] });
    },
  });
}
