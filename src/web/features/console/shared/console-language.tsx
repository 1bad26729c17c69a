import type { Language } from '../../../../shared/language';
import { LanguageButton } from '../../../components/language-switch';
import { apiRequest } from '../../../lib/api-client';
import { useLanguageSwitch, useRememberedLanguage } from '../../../lib/language';

const saveOnStaffAccount = (language: Language) =>
  apiRequest('/api/console/language', { method: 'PUT', body: { language } });

/**
 * The site's language switch, in the console: a signed-in staff member's choice is saved on
 * their account (PUT /api/console/language), and a device that never chose opens the console
 * in it after sign-in.
 */
export function ConsoleLanguageSwitch({
  signedIn,
  remembered,
  className,
}: {
  signedIn: boolean;
  /** The staff account's choice, once the session is known. */
  remembered: Language | null | undefined;
  className?: string;
}) {
  const { language, setLanguage, apply } = useLanguageSwitch(
    signedIn ? saveOnStaffAccount : undefined,
  );
  useRememberedLanguage(remembered, apply, language);
  return <LanguageButton className={className} language={language} setLanguage={setLanguage} />;
}
