import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DecideDisputeBody } from '../../../../shared/trip-charge-disputes';
import type {
  RecordTripChargeBody,
  RecordTripChargeResponse,
  TripChargeList,
  TripChargePreview,
  TripChargeView,
} from '../../../../shared/trip-charges';
import { apiGet, apiRequest } from '../../../lib/api-client';

export const TRIP_CHARGES_KEY = ['console', 'trip-charges'] as const;

/** Charges after the trip, newest first: an admin's of every branch or the one picked. */
export function useTripCharges(branchId: string) {
  const params = new URLSearchParams(branchId ? { branchId } : {});
  return useQuery({
    queryKey: [...TRIP_CHARGES_KEY, branchId],
    queryFn: ({ signal }) =>
      apiGet<TripChargeList>(`/api/console/trip-charges?${params}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** Records a toll, a challan or damage: the server charges the renter who had the car then. */
export function useRecordTripCharge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RecordTripChargeBody) =>
      apiRequest<RecordTripChargeResponse>('/api/console/trip-charges', { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TRIP_CHARGES_KEY }),
  });
}

/** What recording would do (the renter then, the fee, the total): asked when staff confirm. */
export function useTripChargePreview(body: RecordTripChargeBody) {
  return useQuery({
    queryKey: [...TRIP_CHARGES_KEY, 'preview', body],
    queryFn: ({ signal }) =>
      apiRequest<TripChargePreview>('/api/console/trip-charges/preview', {
        method: 'POST',
        body,
        signal,
      }),
    retry: false,
    staleTime: 0,
  });
}

/** Where a charge's evidence is uploaded (multipart field `file`). */
export const evidenceUploadUrl = (chargeId: number) =>
  `/api/console/trip-charges/${chargeId}/evidence`;

/** The charge as it stands once its dispute is decided, and what the server says was done. */
export type DisputeDecisionResponse = TripChargeView & { message: string };

/**
 * Accepts (the charge is reversed with a credit note, what was paid of it refunded) or rejects
 * the renter's dispute of a charge, with the reason the customer is told; a manager's or an
 * admin's (counter staff are refused). The list is asked for again.
 */
export function useDecideDispute(chargeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DecideDisputeBody) =>
      apiRequest<DisputeDecisionResponse>(
        `/api/console/trip-charges/${chargeId}/dispute/decision`,
        {
          method: 'POST',
          body,
        },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TRIP_CHARGES_KEY }),
  });
}
