import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SessionResponse } from '../../../../shared/auth';
import type {
  CourseDraft,
  CourseEdit,
  InstructorProfile,
  MyCoursesPage,
} from '../../../../shared/learning-authoring';
import type { CourseSort } from '../../../../shared/learning-rules';
import { apiGet, apiRequest } from '../../../lib/api-client';
import { useSetSession } from '../../../lib/session';
import { useContentLang } from '../lib/content-lang';
import { LEARNING_KEY } from './catalogue-api';

const INSTRUCTOR_KEY = [...LEARNING_KEY, 'instructor'] as const;

export function useInstructorProfile(enabled = true) {
  return useQuery({
    queryKey: INSTRUCTOR_KEY,
    queryFn: ({ signal }) =>
      apiGet<{ instructor: InstructorProfile | null }>('/api/learning/instructor', { signal }),
    enabled,
  });
}

export function useSaveInstructorProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: InstructorProfile) =>
      apiRequest<{ instructor: InstructorProfile }>('/api/learning/instructor', {
        method: 'PUT',
        body,
      }),
    onSuccess: (data) => queryClient.setQueryData(INSTRUCTOR_KEY, data),
  });
}

/** The same e-mail login as students; the instructor pages then check the profile. */
export function useInstructorLogin() {
  const setSession = useSetSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { email: string; password: string }) =>
      apiRequest<SessionResponse>('/api/auth/login', { method: 'POST', body }),
    onSuccess: (session) => {
      setSession(session);
      void queryClient.invalidateQueries({ queryKey: INSTRUCTOR_KEY });
    },
  });
}

export function useInstructorCourses(q: { keyword: string; sortby: CourseSort; page: number }) {
  const lang = useContentLang();
  const params = new URLSearchParams({
    keyword: q.keyword,
    sortby: q.sortby,
    page: String(q.page),
    lang,
  });
  return useQuery({
    queryKey: [...INSTRUCTOR_KEY, 'courses', q, lang],
    queryFn: ({ signal }) =>
      apiGet<MyCoursesPage>(`/api/learning/instructor/courses?${params}`, { signal }),
  });
}

export function useCourseForEdit(id: number | null) {
  return useQuery({
    queryKey: [...INSTRUCTOR_KEY, 'edit', id],
    queryFn: ({ signal }) =>
      apiGet<CourseEdit>(`/api/learning/instructor/courses/${id}`, { signal }),
    enabled: id !== null,
  });
}

export function useSaveCourse(id: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (draft: CourseDraft) =>
      apiRequest<{ id: number; slug: string; status: string }>(
        id === null ? '/api/learning/instructor/courses' : `/api/learning/instructor/courses/${id}`,
        { method: id === null ? 'POST' : 'PUT', body: draft },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: INSTRUCTOR_KEY }),
  });
}
