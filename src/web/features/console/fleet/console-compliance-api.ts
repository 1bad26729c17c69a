import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CarCompliance, CarComplianceBody } from '../../../../shared/fleet-compliance';
import { apiGet, apiRequest } from '../../../lib/api-client';

const complianceKey = (carId: number) => ['console', 'car-compliance', carId] as const;

export function useCarCompliance(carId: number) {
  return useQuery({
    queryKey: complianceKey(carId),
    queryFn: ({ signal }) =>
      apiGet<CarCompliance>(`/api/console/cars/${carId}/compliance`, { signal }),
  });
}

export function useSaveCarCompliance(carId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CarComplianceBody) =>
      apiRequest<CarCompliance>(`/api/console/cars/${carId}/compliance`, {
        method: 'PUT',
        body,
      }),
    onSuccess: (saved) => queryClient.setQueryData(complianceKey(carId), saved),
  });
}
