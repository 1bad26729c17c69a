import { useQuery } from '@tanstack/react-query';
import type { InfoPage } from '../../../../shared/content';
import { apiGet } from '../../../lib/api-client';

export function useInfoPage(name: string, enabled = true) {
  return useQuery({
    queryKey: ['information', name],
    queryFn: ({ signal }) =>
      apiGet<InfoPage>(`/api/information/${encodeURIComponent(name)}`, { signal }),
    enabled,
    retry: false,
  });
}
