import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FleetOptions } from '../../../../shared/console-fleet';
import type { RateSeason, RateSeasonInput } from '../../../../shared/seasons';
import { apiGet, apiRequest } from '../../../lib/api-client';

// The console's rate seasons and standing rules (decision 0049): the list (a branch manager's
// branch, an admin's every branch), the form's car categories, saving and deleting.

const SEASONS_KEY = ['console', 'seasons'] as const;

export function useSeasons() {
  return useQuery({
    queryKey: SEASONS_KEY,
    queryFn: ({ signal }) => apiGet<{ seasons: RateSeason[] }>('/api/console/seasons', { signal }),
  });
}

/** The car categories a season may cover (the fleet's lists, shared with the coupon form). */
export function useFleetOptions() {
  return useQuery({
    queryKey: ['console', 'fleet', 'options'],
    queryFn: ({ signal }) => apiGet<FleetOptions>('/api/console/fleet/options', { signal }),
  });
}

function useSeasonsMutation<A, R>(request: (a: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: async () => {
      // The desk prices with the rules too (the counter's cars carry them).
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: SEASONS_KEY }),
        queryClient.invalidateQueries({ queryKey: ['console', 'counter-cars'] }),
      ]);
    },
  });
}

/** Adds a season to a branch (`id` null) or changes one. */
export function useSaveSeason() {
  return useSeasonsMutation(
    ({ id, branchId, body }: { id: number | null; branchId: number; body: RateSeasonInput }) =>
      id === null
        ? apiRequest<RateSeason>(`/api/console/branches/${branchId}/seasons`, {
            method: 'POST',
            body,
          })
        : apiRequest<RateSeason>(`/api/console/seasons/${id}`, { method: 'PUT', body }),
  );
}

/** Removes a season; bookings already made keep their price. */
export function useDeleteSeason() {
  return useSeasonsMutation((id: number) =>
    apiRequest<null>(`/api/console/seasons/${id}`, { method: 'DELETE' }),
  );
}
