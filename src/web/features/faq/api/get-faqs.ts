import { useQuery } from '@tanstack/react-query';
import type { FaqListResponse } from '../../../../shared/content';
import { apiGet } from '../../../lib/api-client';

export function useFaqs() {
  return useQuery({
    queryKey: ['faqs'],
    queryFn: ({ signal }) => apiGet<FaqListResponse>('/api/faqs', { signal }),
    staleTime: 10 * 60_000,
  });
}
