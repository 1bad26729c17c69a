import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FailedJob } from '../../../../shared/console-jobs';
import { apiGet, apiRequest } from '../../../lib/api-client';

const FAILED_JOBS_KEY = ['console', 'jobs', 'failed'] as const;

export function useFailedJobs() {
  return useQuery({
    queryKey: FAILED_JOBS_KEY,
    queryFn: ({ signal }) => apiGet<{ jobs: FailedJob[] }>('/api/console/jobs/failed', { signal }),
  });
}

export function useRetryJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<{ message: string }>(`/api/console/jobs/${id}/retry`, { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: FAILED_JOBS_KEY }),
  });
}
