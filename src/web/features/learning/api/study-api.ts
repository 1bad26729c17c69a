import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Lesson } from '../../../../shared/learning-catalogue';
import type { AttemptAnswers } from '../../../../shared/learning-quiz';
import type {
  AttemptHistory,
  AttemptResult,
  CertificateCheck,
  MyCourses,
  StartedAttempt,
} from '../../../../shared/learning-study';
import { apiGet, apiRequest } from '../../../lib/api-client';
import { useContentLang } from '../lib/content-lang';
import { LEARNING_KEY } from './catalogue-api';

const coursePath = (slug: string) => `/api/learning/courses/${encodeURIComponent(slug)}`;

export function useEnrolFree(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest<{ slug: string }>(`${coursePath(slug)}/enrol`, { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: LEARNING_KEY }),
  });
}

export function useLesson(slug: string, lessonId: number | null) {
  const lang = useContentLang();
  return useQuery({
    queryKey: [...LEARNING_KEY, 'lesson', slug, lessonId, lang],
    queryFn: ({ signal }) =>
      apiGet<Lesson>(`${coursePath(slug)}/lessons/${lessonId}?lang=${lang}`, { signal }),
    enabled: lessonId !== null,
  });
}

/** Marks a lesson done or not; the course page's progress and My Courses follow. */
export function useMarkLesson(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (v: { lessonId: number; done: boolean }) =>
      apiRequest<{ lessonId: number; done: boolean }>(
        `${coursePath(slug)}/lessons/${v.lessonId}/done`,
        { method: 'PUT', body: { done: v.done } },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: LEARNING_KEY }),
  });
}

export function useIssueCertificate(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest<{ code: string; issuedAt: string }>(`${coursePath(slug)}/certificate`, {
        method: 'POST',
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: LEARNING_KEY }),
  });
}

export const certificatePdfUrl = (slug: string) => `${coursePath(slug)}/certificate.pdf`;

export function useCertificateCheck(code: string) {
  const lang = useContentLang();
  return useQuery({
    queryKey: [...LEARNING_KEY, 'certificate', code, lang],
    queryFn: ({ signal }) =>
      apiGet<CertificateCheck>(
        `/api/learning/certificates/${encodeURIComponent(code)}?lang=${lang}`,
        { signal },
      ),
    retry: false,
  });
}

export function useAttemptHistory(slug: string) {
  return useQuery({
    queryKey: [...LEARNING_KEY, 'attempts', slug],
    queryFn: ({ signal }) => apiGet<AttemptHistory>(`${coursePath(slug)}/attempts`, { signal }),
  });
}

export function useStartAttempt(slug: string) {
  const lang = useContentLang();
  return useMutation({
    mutationFn: (mode: 'mock' | 'practice') =>
      apiRequest<StartedAttempt>(`${coursePath(slug)}/attempts?mode=${mode}&lang=${lang}`, {
        method: 'POST',
      }),
  });
}

/** Submits answers; every school view (history, best score, final test passed) follows. */
export function useSubmitAttempt() {
  const queryClient = useQueryClient();
  const lang = useContentLang();
  return useMutation({
    mutationFn: (v: { attemptId: number; answers: AttemptAnswers }) =>
      apiRequest<AttemptResult>(`/api/learning/attempts/${v.attemptId}?lang=${lang}`, {
        method: 'POST',
        body: { answers: v.answers },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: LEARNING_KEY }),
  });
}

export function useMyCourses() {
  const lang = useContentLang();
  return useQuery({
    queryKey: [...LEARNING_KEY, 'mine', lang],
    queryFn: ({ signal }) => apiGet<MyCourses>(`/api/learning/my-courses?lang=${lang}`, { signal }),
  });
}
