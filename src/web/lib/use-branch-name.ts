import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A branch's name in the page's language: the seeded cities have theirs in the catalogue
 * (common.cities); a branch added later in the console shows as it was written.
 */
export function useBranchName(): (name: string) => string {
  const { t } = useTranslation();
  return useCallback((name: string) => t(`common.cities.${name}`, { defaultValue: name }), [t]);
}
