import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CatalogueResponse } from '../../shared/cars';
import { apiGet } from './api-client';

/** Branches and car categories (GET /api/catalogue); shared by the header and the car list. */
export const catalogueQuery = queryOptions({
  queryKey: ['catalogue'],
  queryFn: ({ signal }) => apiGet<CatalogueResponse>('/api/catalogue', { signal }),
  staleTime: 10 * 60_000,
});

export function useCatalogue() {
  return useQuery(catalogueQuery);
}
