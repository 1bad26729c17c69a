import { useState, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { i18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { createQueryClient } from '../lib/query-client';

/**
 * `client` is given when it already holds the server-rendered page's data; `i18n` holds the
 * visitor's language and its catalogue (main.tsx loads it before the app starts).
 */
export function AppProviders({
  children,
  client,
  i18n,
}: {
  children: ReactNode;
  client?: QueryClient;
  i18n: i18n;
}) {
  const [queryClient] = useState(() => client ?? createQueryClient());
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </I18nextProvider>
  );
}
