import { useCallback, useEffect, useRef } from 'react';
import { useSearchParams, type NavigateOptions } from 'react-router';

/**
 * The page's search params, and `edit` to change some of them. A change starts from the last
 * change made, not from the params the page last rendered with: clearing one filter and at once
 * choosing another (before the page has rendered the first) keeps both. Starting from the
 * rendered params, the second put the cleared value back (issue 30: the audit log's record id).
 */
export function useSearchParamsEditor() {
  const [params, setParams] = useSearchParams();
  const pending = useRef<URLSearchParams | null>(null);
  useEffect(() => {
    pending.current = null;
  }, [params]);
  const edit = useCallback(
    (change: (next: URLSearchParams) => void, options?: NavigateOptions) => {
      const next = new URLSearchParams(pending.current ?? params);
      change(next);
      pending.current = next;
      void setParams(next, options);
    },
    [params, setParams],
  );
  return [params, edit] as const;
}

/** A filter's change: sets `key` (removes it when empty) and goes back to the first page. */
export const filterChange = (key: string, value: string) => (next: URLSearchParams) => {
  if (value) next.set(key, value);
  else next.delete(key);
  if (key !== 'page') next.delete('page');
};
