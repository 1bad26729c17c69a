import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ConsoleReview, ConsoleReviewList } from '../../../../shared/reviews';
import { apiGet, apiRequest } from '../../../lib/api-client';

const KEY = ['console', 'reviews'] as const;

/** A branch's reviews (an admin's: every branch's, or the one picked), newest first. */
export function useConsoleReviews(page: number, branchId = '') {
  const branch = branchId ? `&branchId=${branchId}` : '';
  return useQuery({
    queryKey: [...KEY, page, branchId],
    queryFn: ({ signal }) =>
      apiGet<ConsoleReviewList>(`/api/console/reviews?page=${page}${branch}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** Hides a review from the site with the reason, or gives the branch's one reply. */
export function useReviewDecision(id: number, action: 'hide' | 'reply') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) =>
      apiRequest<ConsoleReview>(`/api/console/reviews/${id}/${action}`, {
        method: 'POST',
        body: action === 'hide' ? { reason: text } : { reply: text },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}
