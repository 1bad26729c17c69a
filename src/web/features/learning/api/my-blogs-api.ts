import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BlogDraft, BlogEdit, MyBlogsPage } from '../../../../shared/learning-blogs';
import type { CourseSort } from '../../../../shared/learning-rules';
import { apiGet, apiRequest } from '../../../lib/api-client';
import { LEARNING_KEY } from './catalogue-api';

const BLOGS_KEY = [...LEARNING_KEY, 'my-blogs'] as const;

export function useMyBlogs(q: { keyword: string; sortby: CourseSort; page: number }) {
  const params = new URLSearchParams({
    keyword: q.keyword,
    sortby: q.sortby,
    page: String(q.page),
  });
  return useQuery({
    queryKey: [...BLOGS_KEY, q],
    queryFn: ({ signal }) => apiGet<MyBlogsPage>(`/api/learning/my-blogs?${params}`, { signal }),
  });
}

export function useBlogForEdit(id: number | null) {
  return useQuery({
    queryKey: [...BLOGS_KEY, 'edit', id],
    queryFn: ({ signal }) => apiGet<BlogEdit>(`/api/learning/my-blogs/${id}`, { signal }),
    enabled: id !== null,
  });
}

export function useSaveBlog(id: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (draft: BlogDraft) =>
      apiRequest<{ blogid: number }>(
        id === null ? '/api/learning/my-blogs' : `/api/learning/my-blogs/${id}`,
        {
          method: id === null ? 'POST' : 'PUT',
          body: draft,
        },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: BLOGS_KEY }),
  });
}

export function useBlogCategories() {
  return useQuery({
    queryKey: ['blog', 'categories'],
    queryFn: ({ signal }) =>
      apiGet<{ categories: { id: number; title: string }[] }>('/api/blog-categories', { signal }),
  });
}
