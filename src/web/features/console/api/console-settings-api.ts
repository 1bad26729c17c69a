import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ConsoleSettings } from '../../../../shared/console-settings';
import { apiGet, apiRequest } from '../../../lib/api-client';

const SETTINGS_KEY = ['console', 'settings'] as const;

export function useConsoleSettings() {
  return useQuery({
    queryKey: SETTINGS_KEY,
    queryFn: ({ signal }) => apiGet<ConsoleSettings>('/api/console/settings', { signal }),
  });
}

/** Any settings change: the method, address and body; the page reloads its data afterwards. */
export function useSettingsChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: { method: 'POST' | 'PUT'; path: string; body: object }) =>
      apiRequest<unknown>(change.path, { method: change.method, body: change.body }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: SETTINGS_KEY }),
        // The car form's lists.
        queryClient.invalidateQueries({ queryKey: ['console', 'fleet-options'] }),
      ]),
  });
}
