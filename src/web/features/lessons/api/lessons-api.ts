import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { LearnerLicence, LearnerLicenceBody } from '../../../../shared/learner-licence';
import type {
  LearnerLessonBody,
  Lesson,
  LessonCheckout,
  LessonPurchase,
  LessonSlotList,
  LessonTerms,
  MyLesson,
  OfferedPackage,
  RescheduleBody,
} from '../../../../shared/lesson-api';
import { apiGet, apiRequest } from '../../../lib/api-client';
import { openRazorpayCheckout } from '../../../lib/razorpay-checkout';
import { useSession } from '../../../lib/session';

// The learner's practical lessons (issue 34, decision 0047): packages to buy, what I bought,
// free slots, my lessons and my learner's licence.

export const LESSONS_KEY = ['lessons'] as const;
const NOT_PAID_URL = '/lessons/mine?paid=0';

export function useLessonPackages(branchId: number | null) {
  return useQuery({
    queryKey: [...LESSONS_KEY, 'packages', branchId],
    queryFn: ({ signal }) =>
      apiGet<{ packages: OfferedPackage[] }>(`/api/lessons/packages?branchId=${branchId}`, {
        signal,
      }),
    enabled: branchId !== null,
  });
}

export function useLessonTerms(branchId: number | null) {
  return useQuery({
    queryKey: [...LESSONS_KEY, 'terms', branchId],
    queryFn: ({ signal }) =>
      apiGet<LessonTerms>(`/api/lessons/terms?branchId=${branchId}`, { signal }),
    enabled: branchId !== null,
  });
}

export function useMyPurchases() {
  return useQuery({
    queryKey: [...LESSONS_KEY, 'purchases'],
    queryFn: ({ signal }) =>
      apiGet<{ purchases: LessonPurchase[] }>('/api/lessons/purchases', { signal }),
  });
}

export function useLessonSlots(packageId: number | null, from: string) {
  return useQuery({
    queryKey: [...LESSONS_KEY, 'slots', packageId, from],
    queryFn: ({ signal }) =>
      apiGet<LessonSlotList>(`/api/lessons/slots?packageId=${packageId}&from=${from}&days=7`, {
        signal,
      }),
    enabled: packageId !== null,
  });
}

export function useMyLessons() {
  return useQuery({
    queryKey: [...LESSONS_KEY, 'mine'],
    queryFn: ({ signal }) => apiGet<{ lessons: MyLesson[] }>('/api/lessons/mine', { signal }),
  });
}

export function useLearnerLicence() {
  return useQuery({
    queryKey: [...LESSONS_KEY, 'licence'],
    queryFn: ({ signal }) =>
      apiGet<{ licence: LearnerLicence | null }>('/api/account/learner-licence', { signal }),
  });
}

/** After any change: every lessons query is read again (slots, my lessons, my packages). */
function useLessonsMutation<T, V>(mutationFn: (vars: V) => Promise<T>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: LESSONS_KEY }),
  });
}

export const useSaveLearnerLicence = () =>
  useLessonsMutation((body: LearnerLicenceBody) =>
    apiRequest<{ licence: LearnerLicence }>('/api/account/learner-licence', {
      method: 'PUT',
      body,
    }),
  );

export const useBookLesson = () =>
  useLessonsMutation((body: LearnerLessonBody) =>
    apiRequest<Lesson>('/api/lessons/mine', { method: 'POST', body }),
  );

export const useRescheduleLesson = () =>
  useLessonsMutation(({ id, ...body }: RescheduleBody & { id: number }) =>
    apiRequest<Lesson>(`/api/lessons/mine/${id}/reschedule`, { method: 'POST', body }),
  );

export const useCancelLesson = () =>
  useLessonsMutation((id: number) =>
    apiRequest<Lesson>(`/api/lessons/mine/${id}/cancel`, { method: 'POST' }),
  );

export const useBuyPackage = () =>
  useLessonsMutation((packageId: number) =>
    apiRequest<LessonCheckout>('/api/lessons/purchases', { method: 'POST', body: { packageId } }),
  );

export interface TestPurchase {
  purchaseId: number;
  totalPaise: number;
  title: string;
  titleHi: string;
  status: string;
}

const testPath = (orderId: string) => `/api/lessons/purchases/test/${encodeURIComponent(orderId)}`;

export function useTestPurchase(orderId: string) {
  return useQuery({
    queryKey: [...LESSONS_KEY, 'test-purchase', orderId],
    queryFn: ({ signal }) => apiGet<TestPurchase>(testPath(orderId), { signal }),
  });
}

export const useCompleteTestPurchase = (orderId: string) =>
  useLessonsMutation((outcome: 'success' | 'failure') =>
    apiRequest<{ status: string; redirectUrl: string }>(`${testPath(orderId)}/complete`, {
      method: 'POST',
      body: { outcome },
    }),
  );

/**
 * Takes a purchase to payment: the test gateway's page, Razorpay Checkout (the server checks
 * the signed return), or straight to my lessons when nothing was due.
 */
export function usePayPurchase() {
  const navigate = useNavigate();
  const { user } = useSession();
  const [error, setError] = useState<string | null>(null);
  const pay = async (checkout: LessonCheckout) => {
    setError(null);
    if (checkout.redirectUrl) {
      void navigate(checkout.redirectUrl);
      return;
    }
    if (!checkout.checkout) return;
    try {
      await openRazorpayCheckout({
        checkout: checkout.checkout,
        prefill: { name: user?.name ?? '', email: user?.email ?? '' },
        onPaid: (response) => {
          apiRequest<{ redirectUrl: string }>('/api/lessons/purchases/razorpay/verify', {
            method: 'POST',
            body: response,
          })
            .then((r) => navigate(r.redirectUrl))
            .catch(() => navigate(NOT_PAID_URL));
        },
        onNotPaid: () => void navigate(NOT_PAID_URL),
      });
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
  };
  return { pay, error };
}
