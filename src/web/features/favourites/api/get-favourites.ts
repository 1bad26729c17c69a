import { useQuery } from '@tanstack/react-query';
import type { FavouritesPage } from '../../../../shared/favourites';
import { apiGet } from '../../../lib/api-client';
import { FAVOURITES_KEY } from '../../../lib/favourites';

/** GET /api/favourites?page=N: my favourite cars, three a page. */
export function useFavouritesPage(page: number) {
  return useQuery({
    queryKey: [...FAVOURITES_KEY, 'page', page],
    queryFn: ({ signal }) => apiGet<FavouritesPage>(`/api/favourites?page=${page}`, { signal }),
  });
}
