import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
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
 * the server refuses or cannot be reached.
 */
export function useToggleFavourite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ carId, favourite }: { carId: number; favourite: boolean }) =>
      apiRequest<FavouriteState>(`/api/favourites/${carId}`, {
        method: favourite ? 'PUT' : 'DELETE',
      }),
    onMutate: async ({ carId, favourite }) => {
      await queryClient.cancelQueries({ queryKey: IDS_KEY });
      const previous = queryClient.getQueryData<FavouriteIdsResponse>(IDS_KEY);
      const ids = new Set(previous?.carIds ?? []);
      if (favourite) ids.add(carId);
      else ids.delete(carId);
      queryClient.setQueryData<FavouriteIdsResponse>(IDS_KEY, { carIds: [...ids] });
      return { previous };
    },
    onError: (_error, _vars, context) => {
      queryClient.setQueryData(IDS_KEY, context?.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: FAVOURITES_KEY }),
  });
}
