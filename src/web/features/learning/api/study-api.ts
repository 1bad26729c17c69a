import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Lesson } from '../../../../shared/learning-catalogue';
import type { AttemptAnswers } from '../../../../shared/learning-quiz';
import type {
  AttemptHistory,
  AttemptResult,
  MyCourses,
  StartedAttempt,
} from '../../../../shared/learning-study';
import { apiGet, apiRequest } from '../../../lib/api-client';
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
  return useQuery({
    queryKey: [...LEARNING_KEY, 'lesson', slug, lessonId],
    queryFn: ({ signal }) => apiGet<Lesson>(`${coursePath(slug)}/lessons/${lessonId}`, { signal }),
    enabled: lessonId !== null,
  });
}

export function useAttemptHistory(slug: string) {
  return useQuery({
    queryKey: [...LEARNING_KEY, 'attempts', slug],
    queryFn: ({ signal }) => apiGet<AttemptHistory>(`${coursePath(slug)}/attempts`, { signal }),
  });
}

export function useStartAttempt(slug: string) {
  return useMutation({
    mutationFn: () =>
      apiRequest<StartedAttempt>(`${coursePath(slug)}/attempts`, { method: 'POST' }),
  });
}

export function useSubmitAttempt(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (v: { attemptId: number; answers: AttemptAnswers }) =>
      apiRequest<AttemptResult>(`/api/learning/attempts/${v.attemptId}`, {
        method: 'POST',
        body: { answers: v.answers },
      }),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: [...LEARNING_KEY, 'attempts', slug] }),
  });
}

export function useMyCourses() {
  return useQuery({
    queryKey: [...LEARNING_KEY, 'mine'],
    queryFn: ({ signal }) => apiGet<MyCourses>('/api/learning/my-courses', { signal }),
  });
}
