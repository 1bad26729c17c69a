import { useQuery } from '@tanstack/react-query';
import type { TrendingResponse } from '../../../../shared/cars';
import { apiGet } from '../../../lib/api-client';

/** Cars free from tomorrow 23:59 to the day after 09:59 (GET /api/cars/trending). */
export function useTrendingCars() {
  return useQuery({
    queryKey: ['cars', 'trending'],
    queryFn: ({ signal }) => apiGet<TrendingResponse>('/api/cars/trending', { signal }),
  });
}
