import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ConsoleCategory,
  ConsoleFaq,
  ConsoleGalleryItem,
  ConsolePage,
  ConsolePost,
  ConsolePostList,
  ContactMessage,
  EditablePageName,
  FaqBody,
  Inbox,
  PostBody,
} from '../../../../shared/console-content';
import { apiGet, apiRequest } from '../../../lib/api-client';

const KEY = ['console', 'content'] as const;

/** Every content list depends on these; a change refreshes all of them (a few small reads). */
function useRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: KEY });
}

export function useConsolePosts(q: { keyword: string; status: string; page: number }) {
  const query = new URLSearchParams();
  if (q.keyword) query.set('keyword', q.keyword);
  if (q.status) query.set('status', q.status);
  if (q.page > 1) query.set('page', String(q.page));
  return useQuery({
    queryKey: [...KEY, 'posts', query.toString()],
    queryFn: ({ signal }) =>
      apiGet<ConsolePostList>(`/api/console/content/posts?${query}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useConsolePost(id: number | null) {
  return useQuery({
    queryKey: [...KEY, 'post', id],
    queryFn: ({ signal }) => apiGet<ConsolePost>(`/api/console/content/posts/${id}`, { signal }),
    enabled: id !== null,
  });
}

export function useSavePost(id: number | null) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: PostBody) =>
      apiRequest<ConsolePost>(
        id === null ? '/api/console/content/posts' : `/api/console/content/posts/${id}`,
        { method: id === null ? 'POST' : 'PUT', body },
      ),
    onSuccess: refresh,
  });
}

/** The review decision shape (ReviewDecision) plus unpublish: status review. */
export function usePostStatus() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (v: { id: number; decision: 'live' | 'review' | 'rejected'; reason: string }) =>
      apiRequest<ConsolePost>(`/api/console/content/posts/${v.id}/status`, {
        method: 'POST',
        body: { status: v.decision, reason: v.reason },
      }),
    onSuccess: refresh,
  });
}

/** Deletes a post; its page's query is dropped so nothing refetches the missing post. */
export function useDeletePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest<null>(`/api/console/content/posts/${id}`, { method: 'DELETE' }),
    onSuccess: (_data, id) => {
      queryClient.removeQueries({ queryKey: [...KEY, 'post', id] });
      return queryClient.invalidateQueries({ queryKey: KEY });
    },
  });
}

export function useCategories() {
  return useQuery({
    queryKey: [...KEY, 'categories'],
    queryFn: ({ signal }) =>
      apiGet<{ categories: ConsoleCategory[] }>('/api/console/content/categories', { signal }),
  });
}

export function useSaveCategory() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (v: { id?: number; title: string }) =>
      apiRequest(
        v.id ? `/api/console/content/categories/${v.id}` : '/api/console/content/categories',
        { method: v.id ? 'PUT' : 'POST', body: { title: v.title } },
      ),
    onSuccess: refresh,
  });
}

export function useGallery() {
  return useQuery({
    queryKey: [...KEY, 'gallery'],
    queryFn: ({ signal }) =>
      apiGet<{ items: ConsoleGalleryItem[] }>('/api/console/content/gallery', { signal }),
  });
}

export function useGalleryChange() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (
      v:
        | { kind: 'add'; title: string; imageUrl: string }
        | { kind: 'update'; id: number; title: string; sortOrder: number }
        | { kind: 'remove'; id: number },
    ) =>
      v.kind === 'add'
        ? apiRequest('/api/console/content/gallery', {
            method: 'POST',
            body: { title: v.title, imageUrl: v.imageUrl },
          })
        : apiRequest(`/api/console/content/gallery/${v.id}`, {
            method: v.kind === 'update' ? 'PUT' : 'DELETE',
            ...(v.kind === 'update' ? { body: { title: v.title, sortOrder: v.sortOrder } } : {}),
          }),
    onSuccess: refresh,
  });
}

export function useConsoleFaqs() {
  return useQuery({
    queryKey: [...KEY, 'faqs'],
    queryFn: ({ signal }) =>
      apiGet<{ faqs: ConsoleFaq[] }>('/api/console/content/faqs', { signal }),
  });
}

export function useFaqChange() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (v: { id?: number; body?: FaqBody }) =>
      apiRequest(v.id ? `/api/console/content/faqs/${v.id}` : '/api/console/content/faqs', {
        method: v.body ? (v.id ? 'PUT' : 'POST') : 'DELETE',
        ...(v.body ? { body: v.body } : {}),
      }),
    onSuccess: refresh,
  });
}

export function useEditablePage(name: EditablePageName) {
  return useQuery({
    queryKey: [...KEY, 'page', name],
    queryFn: ({ signal }) => apiGet<ConsolePage>(`/api/console/content/pages/${name}`, { signal }),
  });
}

export function useSavePage(name: EditablePageName) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: { title: string; bodyHtml: string }) =>
      apiRequest<ConsolePage>(`/api/console/content/pages/${name}`, { method: 'PUT', body }),
    onSuccess: refresh,
  });
}

export function useInbox(filter: string, page: number, branchId = '') {
  const branch = branchId ? `&branchId=${branchId}` : '';
  return useQuery({
    queryKey: [...KEY, 'inbox', filter, page, branchId],
    queryFn: ({ signal }) =>
      apiGet<Inbox>(`/api/console/content/messages?filter=${filter}&page=${page}${branch}`, {
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** Mails the sender a reply, kept in the message's thread (decision 0030). */
export function useReplyToMessage(id: number) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: string) =>
      apiRequest<ContactMessage>(`/api/console/content/messages/${id}/reply`, {
        method: 'POST',
        body: { body },
      }),
    onSuccess: refresh,
  });
}

export function useMessageAction() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (v: { id: number; action: 'open' | 'answer'; note?: string }) =>
      apiRequest<ContactMessage>(`/api/console/content/messages/${v.id}/${v.action}`, {
        method: 'POST',
        ...(v.action === 'answer' ? { body: { note: v.note ?? '' } } : {}),
      }),
    onSuccess: refresh,
  });
}
