import { useState } from 'react';
import { NavLink } from 'react-router';
import { LogoutDialog } from '../../../components/logout-dialog';
import { LEARNING_ACCOUNT_PAGES } from '../../../lib/customer-pages';
import { useSiteInfo } from '../../../lib/site';
import { SIDE_MENU } from './account-menu-items';
import { useTranslation } from 'react-i18next';

const itemClass = ({ isActive }: { isActive: boolean }) =>
  `block rounded-xl px-3 py-2 text-sm font-semibold ${isActive ? 'bg-brand-50 text-brand-800' : 'text-slate-700 hover:bg-slate-100'}`;

export function SideMenu() {
  const { t } = useTranslation();
  const [confirmLogout, setConfirmLogout] = useState(false);
  const learning = useSiteInfo().data?.learningEnabled ?? false;
  const items = learning
    ? [
        ...SIDE_MENU.slice(0, -1),
        ...LEARNING_ACCOUNT_PAGES.map((p) => ({
          label: `account.menu.${p.key}` as const,
          to: p.to,
        })),
        ...SIDE_MENU.slice(-1),
      ]
    : SIDE_MENU;
  return (
    <nav
      aria-label={t('account.menuLabel')}
      className="rounded-2xl border border-slate-200 bg-white p-2"
    >
      <ul className="grid grid-cols-[repeat(auto-fit,minmax(min(9rem,100%),1fr))] gap-1 md:grid-cols-1">
        {items.map((item) => (
          <li key={item.label}>
            {item.to ? (
              <NavLink to={item.to} end className={itemClass}>
                {t(item.label)}
              </NavLink>
            ) : (
              <button
                type="button"
                onClick={() => setConfirmLogout(true)}
                className="block w-full rounded-xl px-3 py-2 text-left text-sm font-semibold text-red-700 hover:bg-red-50"
              >
                {t(item.label)}
              </button>
            )}
          </li>
        ))}
      </ul>
      {confirmLogout && <LogoutDialog onClose={() => setConfirmLogout(false)} />}
    </nav>
  );
}
