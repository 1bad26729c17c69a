import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CartEntry } from '../../../../shared/learning-cart';
import type { Cart, CheckoutResult, CourseOrder } from '../../../../shared/learning-orders';
import { TAX_DOCUMENTS_KEY } from '../../../components/tax-document-links';
import { apiGet, apiRequest } from '../../../lib/api-client';
import { useContentLang } from '../lib/content-lang';
import { useCountry } from '../lib/country';
import { LEARNING_KEY } from './catalogue-api';

/** Spec: the cart list refreshes every 5 seconds. */
export const CART_REFRESH_MS = 5_000;

/** GET /api/learning/cart: the server reads the cart cookie and prices it. */
export function useCart(entries: CartEntry[]) {
  const country = useCountry();
  const lang = useContentLang();
  return useQuery({
    queryKey: [...LEARNING_KEY, 'cart', entries, country, lang],
    queryFn: ({ signal }) =>
      apiGet<Cart>(`/api/learning/cart?country=${country}&lang=${lang}`, { signal }),
    refetchInterval: CART_REFRESH_MS,
  });
}

export function useCheckout() {
  const country = useCountry();
  return useMutation({
    mutationFn: () =>
      apiRequest<CheckoutResult>('/api/learning/orders', { method: 'POST', body: { country } }),
  });
}

export function useGiftCourse() {
  const country = useCountry();
  return useMutation({
    mutationFn: (v: { courseId: number; friendName: string; friendEmail: string }) =>
      apiRequest<CheckoutResult>('/api/learning/gifts', {
        method: 'POST',
        body: { ...v, country },
      }),
  });
}

export function useMoveToFavourites() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (courseId: number) =>
      apiRequest(`/api/learning/favourites/${courseId}`, { method: 'PUT' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...LEARNING_KEY, 'favourites'] }),
  });
}

export function useCourseOrders() {
  const lang = useContentLang();
  return useQuery({
    queryKey: [...LEARNING_KEY, 'orders', lang],
    queryFn: ({ signal }) =>
      apiGet<{ orders: CourseOrder[] }>(`/api/learning/orders?lang=${lang}`, { signal }),
  });
}

/** The refund issues a credit note: the order's GST documents reload with the orders. */
export function useRefundOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest(`/api/learning/orders/${id}/refund`, { method: 'POST' }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: LEARNING_KEY }),
        queryClient.invalidateQueries({ queryKey: TAX_DOCUMENTS_KEY }),
      ]),
  });
}
