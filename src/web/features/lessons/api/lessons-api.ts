import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
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
import type { LessonProgress } from '../../../../shared/lesson-progress-api';
import { apiGet, apiRequest } from '../../../lib/api-client';
import { useGatewayPayment } from '../../../lib/use-gateway-payment';

// The learner's practical lessons (issue 34, decision 0047): packages to buy, what I bought,
// free slots, my lessons, my learner's licence, my progress and certificate (decision 0048).

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

const testPath = (orderId: string) => `/api/lessons/test-purchases/${encodeURIComponent(orderId)}`;

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
export const usePayPurchase = () =>
  useGatewayPayment({
    verifyPath: '/api/lessons/purchases/razorpay/verify',
    notPaidUrl: NOT_PAID_URL,
  });

/** My progress on a paid package: attendance, skills, notes, readiness and the certificate. */
export function useLessonProgress(purchaseId: number) {
  return useQuery({
    queryKey: [...LESSONS_KEY, 'progress', purchaseId],
    queryFn: ({ signal }) =>
      apiGet<LessonProgress>(`/api/lessons/purchases/${purchaseId}/progress`, { signal }),
  });
}

/** The training certificate's PDF (issued on the first download, once earned). */
export const certificatePdfUrl = (purchaseId: number) =>
  `/api/lessons/purchases/${purchaseId}/certificate.pdf`;
