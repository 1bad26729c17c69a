import { BRANCH_CITIES, type BranchCity } from '../../../../shared/branches';

/** The car list filters as raw URL values ('' when not set); the server validates them. */
export interface CarFilterValues {
  cityid: string;
  category: string;
  subcategory: string;
}

const KEYS = ['cityid', 'category', 'subcategory'] as const;

export function readFilters(params: URLSearchParams): CarFilterValues {
  return {
    cityid: params.get('cityid')?.trim() ?? '',
    category: params.get('category')?.trim() ?? '',
    subcategory: params.get('subcategory')?.trim() ?? '',
  };
}

/** Only the filters that are set, in a fixed order: `cityid=2&category=1`. */
export function filtersToSearchParams(filters: CarFilterValues): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of KEYS) if (filters[key] !== '') params.set(key, filters[key]);
  return params;
}

export function hasFilters(filters: CarFilterValues): boolean {
  return KEYS.some((key) => filters[key] !== '');
}

/** The city for a `cityid` value, or undefined when it is not one of the five. */
export function cityName(cityid: string): BranchCity | undefined {
  return /^\d+$/.test(cityid) ? BRANCH_CITIES[Number(cityid)] : undefined;
}
