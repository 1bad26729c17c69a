import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DecideDisputeBody } from '../../../../shared/trip-charge-disputes';
import type { WriteOffBody, WriteOffPreview } from '../../../../shared/trip-charge-write-off';
import type { TripChargesReport } from '../../../../shared/trip-charges-report';
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

/**
 * What writing a charge off would do (its unpaid part, from the server), asked when the
 * manager opens the dialog; a refusal (the deposit still held, a dispute open) comes as its
 * error. Nothing is written.
 */
export function useWriteOffPreview(chargeId: number) {
  return useQuery({
    queryKey: [...TRIP_CHARGES_KEY, 'write-off', chargeId],
    queryFn: ({ signal }) =>
      apiRequest<WriteOffPreview>(`/api/console/trip-charges/${chargeId}/write-off/preview`, {
        method: 'POST',
        signal,
      }),
    retry: false,
    staleTime: 0,
    gcTime: 0,
  });
}

/** Writes off the unpaid part of a charge with the reason (a manager's); the list is asked again. */
export function useWriteOff(chargeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: WriteOffBody) =>
      apiRequest<RecordTripChargeResponse>(`/api/console/trip-charges/${chargeId}/write-off`, {
        method: 'POST',
        body,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TRIP_CHARGES_KEY }),
  });
}

/** The query of the report: the period (IST dates) and, for an admin, the branch. */
export function tripChargesReportQuery(from: string, to: string, branchId: string) {
  return new URLSearchParams({ from, to, ...(branchId ? { branchId } : {}) }).toString();
}

/** The report of charges after trips by kind (managers'); asked only for a valid period. */
export function useTripChargesReport(from: string, to: string, branchId: string, valid: boolean) {
  const query = tripChargesReportQuery(from, to, branchId);
  return useQuery({
    queryKey: [...TRIP_CHARGES_KEY, 'report', query],
    queryFn: ({ signal }) =>
      apiGet<TripChargesReport>(`/api/console/trip-charges/report?${query}`, { signal }),
    enabled: valid,
    placeholderData: keepPreviousData,
  });
}
