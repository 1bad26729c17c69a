import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiRequest } from '../../../lib/api-client';
import { LEARNING_KEY } from './catalogue-api';

export interface TestCourseOrder {
  orderId: number;
  total: number;
  currency: 'INR' | 'AED' | 'USD';
  status: string;
}

export function useTestCourseOrder(gatewayOrderId: string) {
  return useQuery({
    queryKey: [...LEARNING_KEY, 'test-order', gatewayOrderId],
    queryFn: ({ signal }) =>
      apiGet<TestCourseOrder>(`/api/learning/payments/test/${encodeURIComponent(gatewayOrderId)}`, {
        signal,
      }),
  });
}

export function useCompleteTestCourseOrder(gatewayOrderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (outcome: 'success' | 'failure') =>
      apiRequest<{ status: string; redirectUrl: string }>(
        `/api/learning/payments/test/${encodeURIComponent(gatewayOrderId)}/complete`,
        { method: 'POST', body: { outcome } },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: LEARNING_KEY }),
  });
}

export interface GiftView {
  slug: string;
  title: string;
  category: 'exam' | 'skill' | 'qb';
  giver: string;
  friendName: string;
  claimed: boolean;
}

export function useGift(token: string) {
  return useQuery({
    queryKey: [...LEARNING_KEY, 'gift', token],
    queryFn: ({ signal }) =>
      apiGet<GiftView>(`/api/learning/gifts/${encodeURIComponent(token)}`, { signal }),
  });
}

export function useClaimGift(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest<GiftView>(`/api/learning/gifts/${encodeURIComponent(token)}/claim`, {
        method: 'POST',
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: LEARNING_KEY }),
  });
}
