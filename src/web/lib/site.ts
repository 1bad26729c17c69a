import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SiteInfo } from '../../shared/site';
import { apiGet } from './api-client';

/** Brand name used in titles and the logo; the business details come from GET /api/site. */
export const SITE_NAME = 'SelfDrive Chhattisgarh';

export const siteInfoQuery = queryOptions({
  queryKey: ['site'],
  queryFn: ({ signal }) => apiGet<SiteInfo>('/api/site', { signal }),
  staleTime: 60 * 60_000,
});

export function useSiteInfo() {
  return useQuery(siteInfoQuery);
}
