import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CarReviews } from '../../../../shared/reviews';
import { apiGet } from '../../../lib/api-client';

/** GET /api/reviews/cars/:carId: a car's visible reviews, a page at a time (public). */
export function useCarReviews(carId: number, page: number) {
  const path = `/api/reviews/cars/${carId}?page=${page}`;
  return useQuery({
    queryKey: ['car-reviews', carId, page],
    queryFn: ({ signal }) => apiGet<CarReviews>(path, { signal }),
    placeholderData: keepPreviousData,
  });
}
