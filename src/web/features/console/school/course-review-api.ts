import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  BlogForReview as BlogPreview,
  CourseForReview as CoursePreview,
} from '../../../../shared/learning-authoring';
import { apiGet, apiRequest } from '../../../lib/api-client';

export type { BlogPreview, CoursePreview };

export interface CourseForReview {
  id: number;
  slug: string;
  title: string;
  category: string;
  summary: string;
  hasEnglish: boolean;
  titleHi: string | null;
  summaryHi: string | null;
  instructorDisplay: string;
  updatedAt: string;
}

const KEY = ['staff', 'course-review'] as const;

/** Courses On Review (GET /api/learning/staff/courses), staff only. */
export function useCoursesForReview() {
  return useQuery({
    queryKey: KEY,
    queryFn: ({ signal }) =>
      apiGet<{ courses: CourseForReview[] }>('/api/learning/staff/courses', { signal }),
  });
}

export function useDecideCourse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (v: { id: number; decision: 'live' | 'rejected'; reason: string }) =>
      apiRequest(`/api/learning/staff/courses/${v.id}/decision`, {
        method: 'POST',
        body: { decision: v.decision, reason: v.reason },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}

export interface BlogForReview {
  id: number;
  title: string;
  excerpt: string;
  author: string;
  updatedAt: string;
}

const BLOGS_KEY = ['staff', 'blog-review'] as const;

/** Customers' blogs On Review (GET /api/learning/staff/blogs), staff only. */
export function useBlogsForReview() {
  return useQuery({
    queryKey: BLOGS_KEY,
    queryFn: ({ signal }) =>
      apiGet<{ blogs: BlogForReview[] }>('/api/learning/staff/blogs', { signal }),
  });
}

export function useDecideBlog() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (v: { id: number; decision: 'live' | 'rejected'; reason: string }) =>
      apiRequest(`/api/learning/staff/blogs/${v.id}/decision`, {
        method: 'POST',
        body: { decision: v.decision, reason: v.reason },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: BLOGS_KEY }),
  });
}

/** One course On Review as learners would get it (GET /api/learning/staff/courses/:id). */
export function useCoursePreview(id: number) {
  return useQuery({
    queryKey: [...KEY, id],
    queryFn: ({ signal }) => apiGet<CoursePreview>(`/api/learning/staff/courses/${id}`, { signal }),
  });
}

/** One customer's blog On Review as it will be published (GET /api/learning/staff/blogs/:id). */
export function useBlogPreview(id: number) {
  return useQuery({
    queryKey: [...BLOGS_KEY, id],
    queryFn: ({ signal }) => apiGet<BlogPreview>(`/api/learning/staff/blogs/${id}`, { signal }),
  });
}
