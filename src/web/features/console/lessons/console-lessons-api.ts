import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LearnerLicence, LearnerLicenceBody } from '../../../../shared/learner-licence';
import type {
  ConsoleLessonTerms,
  InstructorSchedule,
  InstructorScheduleBody,
  LeaveBody,
  Lesson,
  LessonBody,
  LessonPackage,
  LessonPackageBody,
  LessonPurchase,
  LessonSlotList,
  LessonTermsBody,
} from '../../../../shared/lesson-api';
import type { CounterLessonSaleBody } from '../../../../shared/lesson-desk-api';
import type { LessonCalendar } from '../../../../shared/lesson-console';
import type { LessonPackageShape } from '../../../../shared/lesson-rules';
import { apiGet, apiRequest } from '../../../lib/api-client';

// The console's practical lessons (decision 0046): the desk's calendar, slots, booking and
// cancelling; a manager's packages and instructors' hours and leave.

const LESSONS_KEY = ['console', 'lessons'] as const;

/** A branch's lessons, instructors and training cars for `days` days from `from`. */
export function useLessonCalendar(branchId: number | null, from: string, days: number) {
  return useQuery({
    queryKey: [...LESSONS_KEY, 'calendar', branchId, from, days],
    enabled: branchId !== null,
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) =>
      apiGet<LessonCalendar>(
        `/api/console/lessons/calendar?branchId=${branchId ?? ''}&from=${from}&days=${days}`,
        { signal },
      ),
  });
}

/** The free slots of a package's branch on one day; runs once a package is chosen. */
export function useLessonSlots(packageId: number, day: string) {
  return useQuery({
    queryKey: [...LESSONS_KEY, 'slots', packageId, day],
    enabled: packageId > 0 && day !== '',
    staleTime: 0,
    queryFn: ({ signal }) =>
      apiGet<LessonSlotList>(
        `/api/console/lessons/slots?packageId=${packageId}&from=${day}&days=1`,
        { signal },
      ),
  });
}

function useLessonsMutation<A, R>(request: (a: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: LESSONS_KEY }),
  });
}

export const useBookLesson = () =>
  useLessonsMutation((body: LessonBody) =>
    apiRequest<Lesson>('/api/console/lessons', { method: 'POST', body }),
  );

export const useCancelLesson = () =>
  useLessonsMutation((id: number) =>
    apiRequest<Lesson>(`/api/console/lessons/booked/${id}/cancel`, { method: 'POST' }),
  );

/** A branch's packages, on sale or not (managers). */
export function useLessonPackages(branchId: number | null) {
  return useQuery({
    queryKey: [...LESSONS_KEY, 'packages', branchId],
    enabled: branchId !== null,
    queryFn: ({ signal }) =>
      apiGet<{ packages: LessonPackage[] }>(
        `/api/console/lessons/packages?branchId=${branchId ?? ''}`,
        { signal },
      ),
  });
}

export function usePackagePresets() {
  return useQuery({
    queryKey: [...LESSONS_KEY, 'presets'],
    staleTime: Infinity,
    queryFn: ({ signal }) =>
      apiGet<{ presets: LessonPackageShape[] }>('/api/console/lessons/package-presets', { signal }),
  });
}

export const useSaveLessonPackage = () =>
  useLessonsMutation((a: { id: number | null; body: LessonPackageBody }) =>
    apiRequest<LessonPackage>(`/api/console/lessons/packages${a.id ? `/${a.id}` : ''}`, {
      method: a.id ? 'PUT' : 'POST',
      body: a.body,
    }),
  );

/** The school's instructors a manager may schedule: their branch's, and those of none yet. */
export function useInstructorSchedules() {
  return useQuery({
    queryKey: [...LESSONS_KEY, 'instructors'],
    queryFn: ({ signal }) =>
      apiGet<{ instructors: InstructorSchedule[] }>('/api/console/lessons/instructors', {
        signal,
      }),
  });
}

export const useSaveSchedule = (instructorId: number) =>
  useLessonsMutation((body: InstructorScheduleBody) =>
    apiRequest<InstructorSchedule>(`/api/console/lessons/instructors/${instructorId}/schedule`, {
      method: 'PUT',
      body,
    }),
  );

export const useAddLeave = (instructorId: number) =>
  useLessonsMutation((body: LeaveBody) =>
    apiRequest<InstructorSchedule>(`/api/console/lessons/instructors/${instructorId}/leave`, {
      method: 'POST',
      body,
    }),
  );

export const useDeleteLeave = (instructorId: number) =>
  useLessonsMutation((leaveId: number) =>
    apiRequest<InstructorSchedule>(
      `/api/console/lessons/instructors/${instructorId}/leave/${leaveId}`,
      { method: 'DELETE' },
    ),
  );

// ---- A walk-in learner at the desk (decision 0048) ----

/** The learner's licence on file (null: none). */
export function useLearnerLicence(learnerId: number) {
  return useQuery({
    queryKey: [...LESSONS_KEY, 'licence', learnerId],
    queryFn: ({ signal }) =>
      apiGet<{ licence: LearnerLicence | null }>(
        `/api/console/lessons/learners/${learnerId}/licence`,
        { signal },
      ),
  });
}

/** Records the learner's licence; the licence step shows the saved one at once. */
export function useRecordLearnerLicence(learnerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LearnerLicenceBody) =>
      apiRequest<{ licence: LearnerLicence }>(
        `/api/console/lessons/learners/${learnerId}/licence`,
        { method: 'PUT', body },
      ),
    onSuccess: (saved) => queryClient.setQueryData([...LESSONS_KEY, 'licence', learnerId], saved),
  });
}

/** The learner's paid packages at the branch with lessons left: what the desk books from. */
export function useOpenPurchases(learnerId: number, branchId: number) {
  return useQuery({
    queryKey: [...LESSONS_KEY, 'purchases', learnerId, branchId],
    queryFn: ({ signal }) =>
      apiGet<{ purchases: LessonPurchase[] }>(
        `/api/console/lessons/purchases?learnerId=${learnerId}&branchId=${branchId}`,
        { signal },
      ),
  });
}

/** Sells a package to a learner paying at the counter: it moves money, so the form asks first. */
export const useSellLessonPackage = () =>
  useLessonsMutation((body: CounterLessonSaleBody) =>
    apiRequest<LessonPurchase>('/api/console/lessons/purchases', { method: 'POST', body }),
  );

// ---- A branch's lesson terms and the school's standing (managers) ----

export function useLessonTerms(branchId: number) {
  return useQuery({
    queryKey: [...LESSONS_KEY, 'terms', branchId],
    queryFn: ({ signal }) =>
      apiGet<ConsoleLessonTerms>(`/api/console/branches/${branchId}/lesson-terms`, { signal }),
  });
}

export const useSaveLessonTerms = (branchId: number) =>
  useLessonsMutation((body: LessonTermsBody) =>
    apiRequest<ConsoleLessonTerms>(`/api/console/branches/${branchId}/lesson-terms`, {
      method: 'PUT',
      body,
    }),
  );
