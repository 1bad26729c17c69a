import { useQuery } from '@tanstack/react-query';
import type { RentalReferralStatus } from '../../shared/rental-referral';
import { apiGet } from './api-client';

/** Invalidated whenever a booking is made or refused: the offer may have been used. */
export const RENTAL_REFERRAL_KEY = ['offers', 'referral'] as const;

/**
 * The referral for car rentals (decision 0051): the offer my next booking can take, my open
 * credit and the friends who signed up through my link. Signed-in customers only.
 */
export function useRentalReferral() {
  return useQuery({
    queryKey: RENTAL_REFERRAL_KEY,
    queryFn: ({ signal }) => apiGet<RentalReferralStatus>('/api/offers/referral', { signal }),
  });
}
