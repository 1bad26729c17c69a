import { Icon } from '../../../components/icon';
import { useTranslation } from 'react-i18next';

export function VerifiedMark({ ok, what }: { ok: boolean; what: string }) {
  const { t } = useTranslation();
  return (
    <span
      className={`inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold ${ok ? 'bg-green-50 text-green-800' : 'bg-amber-50 text-amber-800'}`}
    >
      <Icon name={ok ? 'check' : 'alert'} className="size-3.5" />
      {t(ok ? 'account.header.verified' : 'account.header.notVerified', { what })}
    </span>
  );
}
