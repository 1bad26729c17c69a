import { useQuery } from '@tanstack/react-query';
import type { CarListResponse } from '../../../../shared/cars';
import type { SearchInput } from '../../../../shared/search';
import { apiGet } from '../../../lib/api-client';
import { selectionToParams } from '../../../lib/search-selection';
import { filtersToSearchParams, type CarFilterValues } from '../lib/car-filters';

export function carsApiPath(filters: CarFilterValues, search?: SearchInput, page = 1): string {
  const params = filtersToSearchParams(filters);
  if (search) for (const [key, value] of selectionToParams(search)) params.set(key, value);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `/api/cars?${query}` : '/api/cars';
}

/** GET /api/cars with the URL's filters, page and, when searching, the period. */
export function useCars(filters: CarFilterValues, search?: SearchInput, page = 1) {
  const path = carsApiPath(filters, search, page);
  return useQuery({
    queryKey: ['cars', path],
    queryFn: ({ signal }) => apiGet<CarListResponse>(path, { signal }),
  });
}
