import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CarBodyInput,
  ConsoleCar,
  ConsoleCarList,
  FleetOptions,
  RatePackageBody,
} from '../../../../shared/console-fleet';
import { apiGet, apiRequest } from '../../../lib/api-client';

const carKey = (id: number) => ['console', 'car', id] as const;
const CARS_KEY = ['console', 'cars'] as const;

export function useFleetOptions() {
  return useQuery({
    queryKey: ['console', 'fleet-options'],
    queryFn: ({ signal }) => apiGet<FleetOptions>('/api/console/fleet/options', { signal }),
    staleTime: 5 * 60_000,
  });
}

export function useConsoleCars(branchId: number | null) {
  return useQuery({
    queryKey: [...CARS_KEY, branchId],
    queryFn: ({ signal }) =>
      apiGet<ConsoleCarList>(`/api/console/cars${branchId ? `?branchId=${branchId}` : ''}`, {
        signal,
      }),
  });
}

export function useConsoleCar(id: number, enabled = true) {
  return useQuery({
    queryKey: carKey(id),
    enabled: enabled && id > 0,
    queryFn: ({ signal }) => apiGet<ConsoleCar>(`/api/console/cars/${id}`, { signal }),
  });
}

/** Every car change answers with the whole car; the cache takes it as it is. */
function useCarMutation<A>(request: (a: A) => Promise<ConsoleCar>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: (car) => {
      queryClient.setQueryData(carKey(car.id), car);
      void queryClient.invalidateQueries({ queryKey: CARS_KEY });
    },
  });
}

export const useCreateCar = () =>
  useCarMutation((body: CarBodyInput & { firstPackage: RatePackageBody }) =>
    apiRequest<ConsoleCar>('/api/console/cars', { method: 'POST', body }),
  );

export const useUpdateCar = (id: number) =>
  useCarMutation((body: CarBodyInput) =>
    apiRequest<ConsoleCar>(`/api/console/cars/${id}`, { method: 'PUT', body }),
  );

export const useSetCarActive = (id: number) =>
  useCarMutation((isActive: boolean) =>
    apiRequest<ConsoleCar>(`/api/console/cars/${id}/active`, {
      method: 'POST',
      body: { isActive },
    }),
  );

/** Marks the car a training car (dual controls) for practical lessons, or not (decision 0046). */
export const useSetTrainingCar = (id: number) =>
  useCarMutation((isTrainingCar: boolean) =>
    apiRequest<ConsoleCar>(`/api/console/cars/${id}/training`, {
      method: 'POST',
      body: { isTrainingCar },
    }),
  );

export const useSavePackage = (carId: number) =>
  useCarMutation((a: { packageId: number | null; body: RatePackageBody }) =>
    apiRequest<ConsoleCar>(
      `/api/console/cars/${carId}/packages${a.packageId ? `/${a.packageId}` : ''}`,
      { method: a.packageId ? 'PUT' : 'POST', body: a.body },
    ),
  );

export const useDeletePackage = (carId: number) =>
  useCarMutation((packageId: number) =>
    apiRequest<ConsoleCar>(`/api/console/cars/${carId}/packages/${packageId}`, {
      method: 'DELETE',
    }),
  );

export function useCarPhotoDone(id: number) {
  const queryClient = useQueryClient();
  return (car: ConsoleCar) => {
    queryClient.setQueryData(carKey(id), car);
    void queryClient.invalidateQueries({ queryKey: CARS_KEY });
  };
}
