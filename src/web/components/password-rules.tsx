import { PASSWORD_RULES } from '../../shared/auth';
import { Icon } from './icon';

/** The three password rules, each ticked as the typed password meets it. */
export function PasswordRules({ password }: { password: string }) {
  return (
    <ul aria-label="Password rules" className="mt-2 space-y-1 text-sm">
      {PASSWORD_RULES.map((rule) => {
        const ok = rule.test(password);
        return (
          <li
            key={rule.id}
            className={`flex items-center gap-2 ${ok ? 'text-green-700' : 'text-slate-500'}`}
          >
            <Icon name={ok ? 'check' : 'close'} className="size-4" />
            {rule.label}
            <span className="sr-only">{ok ? '(met)' : '(not met)'}</span>
          </li>
        );
      })}
    </ul>
  );
}
