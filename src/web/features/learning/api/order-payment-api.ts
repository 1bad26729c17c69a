import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiRequest } from '../../../lib/api-client';
import type { Language } from '../../../../shared/language';
import { useContentLang } from '../lib/content-lang';
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
  language: Language;
  category: 'exam' | 'skill' | 'qb';
  giver: string;
  friendName: string;
  claimed: boolean;
}

const giftPath = (token: string) => `/api/learning/gifts/${encodeURIComponent(token)}`;

export function useGift(token: string) {
  const lang = useContentLang();
  return useQuery({
    queryKey: [...LEARNING_KEY, 'gift', token, lang],
    queryFn: ({ signal }) => apiGet<GiftView>(`${giftPath(token)}?lang=${lang}`, { signal }),
  });
}

export function useClaimGift(token: string) {
  const queryClient = useQueryClient();
  const lang = useContentLang();
  return useMutation({
    mutationFn: () =>
      apiRequest<GiftView>(`${giftPath(token)}/claim?lang=${lang}`, { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: LEARNING_KEY }),
  });
}
