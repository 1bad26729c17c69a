import { PASSWORD_RULES } from '../../shared/auth';
import { Icon } from './icon';
import { useTranslation } from 'react-i18next';

/** The three password rules, each ticked as the typed password meets it. */
export function PasswordRules({ password }: { password: string }) {
  const { t } = useTranslation();
  return (
    <ul aria-label={t('common.password.rules')} className="mt-2 space-y-1 text-sm">
      {PASSWORD_RULES.map((rule) => {
        const ok = rule.test(password);
        return (
          <li
            key={rule.id}
            className={`flex items-center gap-2 ${ok ? 'text-green-700' : 'text-slate-500'}`}
          >
            <Icon name={ok ? 'check' : 'close'} className="size-4" />
            {t(`common.password.${rule.id}`)}
            <span className="sr-only">
              {ok ? t('common.password.met') : t('common.password.notMet')}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
