import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type {
  BlogCategoriesResponse,
  BlogDetail,
  BlogListResponse,
} from '../../../../shared/content';
import { apiGet } from '../../../lib/api-client';

export interface BlogListParams {
  page?: number;
  limit?: number;
  keyword?: string;
  category?: number;
  sort?: 'latest' | 'trending';
}

function toQuery(p: BlogListParams): string {
  const q = new URLSearchParams();
  if (p.page && p.page > 1) q.set('page', String(p.page));
  if (p.limit) q.set('limit', String(p.limit));
  if (p.keyword) q.set('keyword', p.keyword);
  if (p.category) q.set('category', String(p.category));
  if (p.sort) q.set('sort', p.sort);
  const s = q.toString();
  return s ? `?${s}` : '';
}

/** GET /api/blogs: one page of published posts. */
export function useBlogList(params: BlogListParams) {
  return useQuery({
    queryKey: ['blogs', params],
    queryFn: ({ signal }) => apiGet<BlogListResponse>(`/api/blogs${toQuery(params)}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useBlogCategories() {
  return useQuery({
    queryKey: ['blog-categories'],
    queryFn: ({ signal }) => apiGet<BlogCategoriesResponse>('/api/blog-categories', { signal }),
    staleTime: 5 * 60_000,
  });
}

/**
 * GET /api/blogs/{id}: the post. Each fetch counts a view, so the answer never goes stale: a
 * server-rendered page hydrates with the server's read (which counted the visit) instead of
 * reading again, and focus or a return to the page does not count another.
 */
export function useBlog(id: number) {
  return useQuery({
    queryKey: ['blog', id],
    queryFn: ({ signal }) => apiGet<BlogDetail>(`/api/blogs/${id}`, { signal }),
    enabled: Number.isInteger(id) && id > 0,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}
