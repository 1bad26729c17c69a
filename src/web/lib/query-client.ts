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
        // Offline, a read still goes out once: the service worker may answer it from its copy
        // (the car list, the customer's bookings). Only retries wait for the connection.
        networkMode: 'offlineFirst',
      },
      // A change is never held back to be sent later ("queued"): offline it fails at once
      // with OFFLINE_CHANGE_MESSAGE (api-client.ts) and the visitor decides what to do.
      mutations: { networkMode: 'always', retry: false },
    },
  });
}
