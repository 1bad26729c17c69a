import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AttendanceBody,
  InstructorDay,
  InstructorLesson,
  LessonSkillsBody,
  ReadyResult,
} from '../../../../shared/lesson-progress-api';
import { apiGet, apiRequest } from '../../../lib/api-client';

// The instructor's day (issue 34 item 4, decision 0048): their own lessons of an IST day,
// attendance, the skills record and "ready for the test".

export const INSTRUCTOR_LESSONS_KEY = ['instructor-lessons'] as const;

export function useInstructorDay(date: string) {
  return useQuery({
    queryKey: [...INSTRUCTOR_LESSONS_KEY, 'day', date],
    queryFn: ({ signal }) =>
      apiGet<InstructorDay>(`/api/instructor/lessons?date=${encodeURIComponent(date)}`, {
        signal,
      }),
    retry: false,
  });
}

/** After any change the day is read again (status, grades, readiness on every card). */
function useDayMutation<T, V>(mutationFn: (vars: V) => Promise<T>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: INSTRUCTOR_LESSONS_KEY }),
  });
}

export const useMarkAttendance = () =>
  useDayMutation(({ id, status }: AttendanceBody & { id: number }) =>
    apiRequest<InstructorLesson>(`/api/instructor/lessons/${id}/attendance`, {
      method: 'POST',
      body: { status },
    }),
  );

export const useSaveSkills = () =>
  useDayMutation(({ id, ...body }: LessonSkillsBody & { id: number }) =>
    apiRequest<InstructorLesson>(`/api/instructor/lessons/${id}/skills`, { method: 'PUT', body }),
  );

export const useSetReady = () =>
  useDayMutation(({ purchaseId, ready }: { purchaseId: number; ready: boolean }) =>
    apiRequest<ReadyResult>(`/api/instructor/purchases/${purchaseId}/ready`, {
      method: 'POST',
      body: { ready },
    }),
  );
