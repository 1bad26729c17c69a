import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BranchRulesList } from '../../../../shared/branch-rules';
import type { ConsoleSettings } from '../../../../shared/console-settings';
import { apiGet, apiRequest } from '../../../lib/api-client';

const SETTINGS_KEY = ['console', 'settings'] as const;
const RULES_KEY = ['console', 'branch-rules'] as const;

export function useBranchRules() {
  return useQuery({
    queryKey: RULES_KEY,
    queryFn: ({ signal }) => apiGet<BranchRulesList>('/api/console/branch-rules', { signal }),
  });
}

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
        queryClient.invalidateQueries({ queryKey: RULES_KEY }),
        // The car form's lists.
        queryClient.invalidateQueries({ queryKey: ['console', 'fleet-options'] }),
      ]),
  });
}
