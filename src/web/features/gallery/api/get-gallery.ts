import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { GalleryResponse } from '../../../../shared/content';
import { apiGet } from '../../../lib/api-client';

/** GET /api/gallery?page=: 18 pictures a page. */
export function useGallery(page: number) {
  return useQuery({
    queryKey: ['gallery', page],
    queryFn: ({ signal }) =>
      apiGet<GalleryResponse>(`/api/gallery${page > 1 ? `?page=${page}` : ''}`, { signal }),
    placeholderData: keepPreviousData,
  });
}
