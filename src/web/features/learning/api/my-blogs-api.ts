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

/**
 * Uploads a cover image with XMLHttpRequest, whose upload events give the progress that
 * fetch does not; resolves with the image's address.
 */
export function uploadCover(file: File, onProgress: (percent: number) => void): Promise<string> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/learning/blog-images');
    xhr.upload.addEventListener('progress', (e) => {
      if (e.lengthComputable) onProgress(Math.round((e.loaded / e.total) * 100));
    });
    xhr.addEventListener('load', () => {
      let body: { imageUrl?: string; message?: string } = {};
      try {
        body = JSON.parse(xhr.responseText) as typeof body;
      } catch {
        // Not JSON: the generic message below.
      }
      if (xhr.status === 201 && body.imageUrl) resolve(body.imageUrl);
      else reject(new Error(body.message ?? 'Something went wrong, Please try again later.'));
    });
    xhr.addEventListener('error', () =>
      reject(new Error('Something went wrong, Please try again later.')),
    );
    const form = new FormData();
    form.append('file', file);
    xhr.send(form);
  });
}
