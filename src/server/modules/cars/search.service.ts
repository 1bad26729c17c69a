import { SEARCH_KEYS, validateSearch, type SearchPeriod } from '../../../shared/search.js';
import { badRequest } from '../../lib/http-errors.js';

type SearchQuery = Partial<Record<(typeof SEARCH_KEYS)[number], string>>;

/**
 * The search selection of a query, checked with the same rules as the search form; a query
 * without any search key has none. A broken search answers 400 with the form's message.
 */
export function parseSearch(query: SearchQuery, now = new Date()): SearchPeriod | undefined {
  if (!SEARCH_KEYS.some((key) => query[key] !== undefined)) return undefined;
  const result = validateSearch(
    {
      branch: query.branch?.trim() ?? '',
      pickupDate: query.pickupDate?.trim() ?? '',
      pickupTime: query.pickupTime?.trim() ?? '',
      dropDate: query.dropDate?.trim() ?? '',
      dropTime: query.dropTime?.trim() ?? '',
    },
    now,
  );
  if (!result.ok) throw badRequest(result.message, result.field);
  return result.value;
}
