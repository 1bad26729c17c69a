import { useQuery } from '@tanstack/react-query';
import type { MyReview, MyReviews, ReviewBody } from '../../../../shared/reviews';
import { apiGet, apiRequest } from '../../../lib/api-client';

export const MY_REVIEWS_KEY = ['account', 'reviews'] as const;

/** My completed trips awaiting a review, and the reviews I wrote. */
export const useMyReviews = () =>
  useQuery({
    queryKey: MY_REVIEWS_KEY,
    queryFn: ({ signal }) => apiGet<MyReviews>('/api/reviews/mine', { signal }),
    staleTime: 0,
  });

export const sendReview = (body: ReviewBody) =>
  apiRequest<MyReview>('/api/reviews', { method: 'POST', body });
