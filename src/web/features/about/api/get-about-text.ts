import { useQuery } from '@tanstack/react-query';
import type { InfoPage } from '../../../../shared/content';
import { ApiRequestError, apiGet } from '../../../lib/api-client';

/**
 * The about text edited in the console (`about`, `about-hi`), or null until it is first saved
 * (the API answers 404): the page then tells the built-in story, rendered on the server too.
 */
export function useAboutText(language: string) {
  const name = language === 'hi' ? 'about-hi' : 'about';
  return useQuery({
    queryKey: ['information', name],
    queryFn: async ({ signal }) => {
      try {
        return await apiGet<InfoPage>(`/api/information/${name}`, { signal });
      } catch (error) {
        if (error instanceof ApiRequestError && error.status === 404) return null;
        throw error;
      }
    },
    retry: false,
  });
}
