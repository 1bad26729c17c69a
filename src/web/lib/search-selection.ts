import {
  SEARCH_KEYS,
  defaultSearch,
  periodHours,
  validateSearch,
  type SearchInput,
} from '../../shared/search';

/** Browser storage of the search selection (branch, dates, times, hours). */
export const SELECTION_STORAGE_KEY = 'searchSelection';

export interface StoredSelection extends SearchInput {
  hours: number;
}

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/** The stored selection, or undefined when there is none or it is unreadable. */
export function loadSelection(): StoredSelection | undefined {
  try {
    const raw = storage()?.getItem(SELECTION_STORAGE_KEY);
    if (!raw) return undefined;
    const value = JSON.parse(raw) as Partial<StoredSelection>;
    if (SEARCH_KEYS.some((key) => typeof value[key] !== 'string')) return undefined;
    return value as StoredSelection;
  } catch {
    return undefined;
  }
}

export function saveSelection(input: SearchInput): void {
  const value: StoredSelection = { ...input, hours: periodHours(input) };
  try {
    storage()?.setItem(SELECTION_STORAGE_KEY, JSON.stringify(value));
  } catch {
    // Private mode or full storage: the URL still carries the search.
  }
}

/** What the search form starts with: the stored selection, else tomorrow 10:00 to the day after. */
export function initialSelection(now = new Date()): SearchInput {
  const stored = loadSelection();
  if (!stored) return defaultSearch(now);
  const pick = ({ branch, pickupDate, pickupTime, dropDate, dropTime }: SearchInput) => ({
    branch,
    pickupDate,
    pickupTime,
    dropDate,
    dropTime,
  });
  // A stored search whose dates have passed restarts from the defaults, keeping the branch.
  const result = validateSearch(stored, now);
  if (!result.ok && result.field !== 'branch') return defaultSearch(now, stored.branch);
  return pick(stored);
}

/** What the search form shows on the server, which cannot see the stored selection. */
export function serverSelection(now = new Date()): SearchInput {
  return defaultSearch(now);
}

/** The stored selection when it is still a valid search (for car detail prices). */
export function validStoredSelection(now = new Date()): SearchInput | undefined {
  const stored = loadSelection();
  return stored && validateSearch(stored, now).ok ? stored : undefined;
}

export function selectionToParams(input: SearchInput): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of SEARCH_KEYS) params.set(key, input[key]);
  return params;
}

/** The car list for a search: `/cars?branch=1&pickupDate=...&dropTime=10:00`. */
export function searchCarsPath(input: SearchInput): string {
  return `/cars?${selectionToParams(input).toString()}`;
}
