import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  Block,
  BlockList,
  Calendar,
  CalendarView,
  TodayBoard,
} from '../../../../shared/console-availability';
import { apiGet, apiRequest } from '../../../lib/api-client';

const blocksKey = (carId: number) => ['console', 'blocks', carId] as const;

export function useCarBlocks(carId: number) {
  return useQuery({
    queryKey: blocksKey(carId),
    queryFn: ({ signal }) => apiGet<BlockList>(`/api/console/cars/${carId}/blocks`, { signal }),
  });
}

export function useCreateBlock(carId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { startsAt: string; endsAt: string; reason: string }) =>
      apiRequest<Block>('/api/console/blocks', { method: 'POST', body: { carId, ...body } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: blocksKey(carId) }),
  });
}

export function useDeleteBlock(carId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (blockId: number) =>
      apiRequest<null>(`/api/console/blocks/${blockId}`, { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: blocksKey(carId) }),
  });
}

export function useCalendar(branchId: number | null, from: string, view: CalendarView) {
  return useQuery({
    queryKey: ['console', 'calendar', branchId, from, view],
    enabled: branchId !== null,
    queryFn: ({ signal }) =>
      apiGet<Calendar>(`/api/console/calendar?branchId=${branchId}&from=${from}&view=${view}`, {
        signal,
      }),
  });
}

export function useTodayBoard(branchId: number | null) {
  return useQuery({
    queryKey: ['console', 'today', branchId],
    enabled: branchId !== null,
    queryFn: ({ signal }) =>
      apiGet<TodayBoard>(`/api/console/today?branchId=${branchId}`, { signal }),
    refetchInterval: 60_000,
  });
}
