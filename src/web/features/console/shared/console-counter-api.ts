import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CounterAvailability,
  CounterBookingBody,
  CounterBookingResponse,
  CounterCars,
  CounterCustomer,
  CounterCouponCheckBody,
  CounterCustomerBody,
} from '../../../../shared/counter-booking';
import type { CouponCheckResponse } from '../../../../shared/coupons';
import type { BillingDetails } from '../../../../shared/billing-address';
import type { CheckoutGst } from '../../../../shared/gst-buyer';
import { apiGet, apiRequest } from '../../../lib/api-client';

/**
 * The branch's cars with their rate packages and its pickup/drop options, for a counter
 * booking or a booking change: open to every console role (the fleet's list is a manager's).
 */
export function useCounterCars(branchId: number) {
  return useQuery({
    queryKey: ['console', 'counter-cars', branchId],
    queryFn: ({ signal }) =>
      apiGet<CounterCars>(`/api/console/counter/cars?branchId=${branchId}`, { signal }),
  });
}

/** The customer with exactly this e-mail or mobile; runs when `contact` is set. */
export function useCounterCustomer(contact: string) {
  return useQuery({
    queryKey: ['console', 'counter-customer', contact],
    enabled: contact !== '',
    queryFn: ({ signal }) =>
      apiGet<{ customer: CounterCustomer | null }>(
        `/api/console/counter/customer?contact=${encodeURIComponent(contact)}`,
        { signal },
      ),
  });
}

export const useOpenCounterAccount = () =>
  useMutation({
    mutationFn: (body: CounterCustomerBody) =>
      apiRequest<CounterCustomer>('/api/console/counter/customers', { method: 'POST', body }),
  });

export function useCounterBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CounterBookingBody) =>
      apiRequest<CounterBookingResponse>('/api/console/counter/bookings', { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['console'] }),
  });
}

/**
 * Whether a coupon code the customer gives at the counter applies to their booking of this car
 * for this period (decision 0049): its terms, or a 400 saying why not (field `code`).
 */
export const useCounterCouponCheck = () =>
  useMutation({
    mutationFn: (body: CounterCouponCheckBody) =>
      apiRequest<CouponCheckResponse>('/api/console/counter/coupon-check', {
        method: 'POST',
        body,
      }),
  });

/** The GST a booking of this car carries for this customer; runs once a car is chosen. */
export function useCounterGst(customerId: number, carId: number) {
  return useQuery({
    queryKey: ['console', 'counter-gst', customerId, carId],
    enabled: carId > 0,
    queryFn: ({ signal }) =>
      apiGet<CheckoutGst>(`/api/console/counter/gst?customerId=${customerId}&carId=${carId}`, {
        signal,
      }),
  });
}

/**
 * The customer's billing address and GST registration on file (decision 0041): the booking
 * form asks for an address for the GST documents when none is.
 */
export function useCounterBilling(customerId: number) {
  return useQuery({
    queryKey: ['console', 'counter-billing', customerId],
    queryFn: ({ signal }) =>
      apiGet<BillingDetails>(`/api/console/counter/billing?customerId=${customerId}`, { signal }),
  });
}

/**
 * Which of the branch's cars can take the period, and why each other one cannot (issue 32):
 * runs once the form has a period the booking's rules take (`period` set).
 */
export function useCounterAvailability(
  branchId: number,
  period: { pickupAt: string; dropAt: string } | null,
) {
  return useQuery({
    queryKey: ['console', 'counter-availability', branchId, period?.pickupAt, period?.dropAt],
    enabled: period !== null,
    queryFn: ({ signal }) =>
      apiGet<CounterAvailability>(
        `/api/console/counter/availability?branchId=${branchId}&pickupAt=${encodeURIComponent(period?.pickupAt ?? '')}&dropAt=${encodeURIComponent(period?.dropAt ?? '')}`,
        { signal },
      ),
  });
}
