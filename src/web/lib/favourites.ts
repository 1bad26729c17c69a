import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { FavouriteIdsResponse, FavouriteState } from '../../shared/favourites';
import { apiGet, apiRequest } from './api-client';
import { useSession } from './session';

export const FAVOURITES_KEY = ['favourites'] as const;
const IDS_KEY = [...FAVOURITES_KEY, 'ids'] as const;

/** The ids of the customer's favourite cars; empty for a visitor (no request). */
export function useFavouriteIds(): { ids: ReadonlySet<number>; loggedIn: boolean } {
  const { loggedIn } = useSession();
  const query = useQuery({
    queryKey: IDS_KEY,
    queryFn: ({ signal }) => apiGet<FavouriteIdsResponse>('/api/favourites/ids', { signal }),
    enabled: loggedIn,
    staleTime: 60_000,
  });
  return { ids: new Set(loggedIn ? (query.data?.carIds ?? []) : []), loggedIn };
}

/**
 * Adds or removes a favourite optimistically: the heart changes at once and goes back when
 * the server refuses or cannot be reached. A plain function rather than `useMutation`: its
 * observer and mutation classes (about 2 kB gzip) stayed on the home page for one heart.
 */
export function useToggleFavourite() {
  const queryClient = useQueryClient();
  return useCallback(
    async ({ carId, favourite }: { carId: number; favourite: boolean }) => {
      await queryClient.cancelQueries({ queryKey: IDS_KEY });
      const previous = queryClient.getQueryData<FavouriteIdsResponse>(IDS_KEY);
      const ids = new Set(previous?.carIds ?? []);
      if (favourite) ids.add(carId);
      else ids.delete(carId);
      queryClient.setQueryData<FavouriteIdsResponse>(IDS_KEY, { carIds: [...ids] });
      try {
        return await apiRequest<FavouriteState>(`/api/favourites/${carId}`, {
          method: favourite ? 'PUT' : 'DELETE',
        });
      } catch (error) {
        queryClient.setQueryData(IDS_KEY, previous);
        throw error;
      } finally {
        void queryClient.invalidateQueries({ queryKey: FAVOURITES_KEY });
      }
    },
    [queryClient],
  );
}
