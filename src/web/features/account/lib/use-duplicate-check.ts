import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { checkAvailability } from '../api/account-api';

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

/**
 * Asks the server, shortly after each edit, whether `value` belongs to another account.
 * Returns the server's duplicate message (undefined when free, unchanged or skipped).
 */
export function useDuplicateCheck(
  field: 'email' | 'mobile',
  value: string,
  { skip }: { skip: boolean },
) {
  const debounced = useDebounced(value, 350);
  const settled = debounced === value;
  const query = useQuery({
    queryKey: ['account', 'availability', field, debounced],
    queryFn: ({ signal }) => checkAvailability({ [field]: debounced }, signal),
    enabled: !skip && settled && Boolean(debounced),
    staleTime: 10_000,
    retry: false,
  });
  if (skip || !value) return { message: undefined, checking: false };
  const message =
    settled && query.data && !query.data.available ? (query.data.message ?? undefined) : undefined;
  return { message, checking: !settled || query.isFetching };
}
