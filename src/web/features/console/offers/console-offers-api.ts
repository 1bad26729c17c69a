import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FleetOptions } from '../../../../shared/console-fleet';
import type { ConsoleCoupon, ConsoleCouponList, CouponInput } from '../../../../shared/coupons';
import type { ConsoleReferralSummary } from '../../../../shared/rental-referral';
import { apiGet, apiRequest } from '../../../lib/api-client';
import { useConsoleBranches } from '../shared/console-team-api';

// The console's coupon codes (decision 0049): the list with what each gave, the form's
// branches and car categories, saving and switching off; and what the referral for car
// rentals gave (decision 0051).

const OFFERS_KEY = ['console', 'offers'] as const;

export function useCoupons() {
  return useQuery({
    queryKey: [...OFFERS_KEY, 'coupons'],
    queryFn: ({ signal }) => apiGet<ConsoleCouponList>('/api/console/offers/coupons', { signal }),
  });
}

/** The referral's figures: sign-ups, welcomes and credits of live bookings (a branch's, for its manager). */
export function useReferralSummary() {
  return useQuery({
    queryKey: [...OFFERS_KEY, 'referrals'],
    queryFn: ({ signal }) =>
      apiGet<ConsoleReferralSummary>('/api/console/offers/referrals', { signal }),
  });
}

/** The branches the staff member may name (a branch manager: their own) and the categories. */
export function useCouponChoices() {
  const branches = useConsoleBranches();
  const options = useQuery({
    queryKey: ['console', 'fleet', 'options'],
    queryFn: ({ signal }) => apiGet<FleetOptions>('/api/console/fleet/options', { signal }),
  });
  return { branches, options };
}

function useOffersMutation<A>(request: (a: A) => Promise<ConsoleCoupon>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: OFFERS_KEY }),
  });
}

/** Makes a coupon (`id` null) or changes one. */
export function useSaveCoupon() {
  return useOffersMutation(({ id, body }: { id: number | null; body: CouponInput }) =>
    id === null
      ? apiRequest<ConsoleCoupon>('/api/console/offers/coupons', { method: 'POST', body })
      : apiRequest<ConsoleCoupon>(`/api/console/offers/coupons/${id}`, { method: 'PUT', body }),
  );
}

export function useSetCouponActive() {
  return useOffersMutation(({ id, isActive }: { id: number; isActive: boolean }) =>
    apiRequest<ConsoleCoupon>(`/api/console/offers/coupons/${id}/active`, {
      method: 'PUT',
      body: { isActive },
    }),
  );
}
