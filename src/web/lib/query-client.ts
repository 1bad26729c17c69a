import { QueryClient } from '@tanstack/react-query';
import { isRetryable } from './api-client';

function shouldRetry(failureCount: number, error: unknown): boolean {
  return isRetryable(error) && failureCount < 2;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        retry: shouldRetry,
        refetchOnWindowFocus: false,
      },
    },
  });
}
