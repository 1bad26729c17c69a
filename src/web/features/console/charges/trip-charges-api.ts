import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  RecordTripChargeBody,
  RecordTripChargeResponse,
  TripChargeList,
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

/** Where a charge's evidence is uploaded (multipart field `file`). */
export const evidenceUploadUrl = (chargeId: number) =>
  `/api/console/trip-charges/${chargeId}/evidence`;
