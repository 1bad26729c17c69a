import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CarDetailResponse } from '../../../../shared/car-detail';
import type { SearchInput } from '../../../../shared/search';
import { apiGet } from '../../../lib/api-client';
import { selectionToParams } from '../../../lib/search-selection';

export type CarRef = { carId: string } | { brandName: string; modelName: string };

export function carDetailApiPath(ref: CarRef, search?: SearchInput): string {
  const base =
    'carId' in ref
      ? `/api/cars/${encodeURIComponent(ref.carId)}`
      : `/api/cars/by-model/${encodeURIComponent(ref.brandName)}/${encodeURIComponent(ref.modelName)}`;
  return search ? `${base}?${selectionToParams(search).toString()}` : base;
}

/** GET /api/cars/:id (or by brand and model), priced for the stored search when there is one. */
export function useCarDetail(ref: CarRef, search?: SearchInput) {
  const path = carDetailApiPath(ref, search);
  return useQuery({
    queryKey: ['car-detail', path],
    queryFn: ({ signal }) => apiGet<CarDetailResponse>(path, { signal }),
    // The unpriced car stays on screen while the priced one loads (after hydration).
    placeholderData: keepPreviousData,
  });
}
