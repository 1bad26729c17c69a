import { useQuery } from '@tanstack/react-query';
import type { CarListResponse } from '../../../../shared/cars';
import { apiGet } from '../../../lib/api-client';
import { filtersToSearchParams, type CarFilterValues } from '../lib/car-filters';

export function carsApiPath(filters: CarFilterValues): string {
  const query = filtersToSearchParams(filters).toString();
  return query ? `/api/cars?${query}` : '/api/cars';
}

/** GET /api/cars with the URL's filters. */
export function useCars(filters: CarFilterValues) {
  const path = carsApiPath(filters);
  return useQuery({
    queryKey: ['cars', path],
    queryFn: ({ signal }) => apiGet<CarListResponse>(path, { signal }),
  });
}
