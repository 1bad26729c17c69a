import { NavLink } from 'react-router';
import { Icon } from '../../components/icon';
import { BOTTOM_NAV } from './nav-items';
import { useTranslation } from 'react-i18next';

/** Fixed tab bar for phones (under 768 px). */
export function BottomBar() {
  const { t } = useTranslation();
  return (
    <nav
      aria-label={t('layout.quickLinksNav')}
      className="fixed inset-x-0 bottom-0 z-40 border-t border-slate-200 bg-white/95 pb-[env(safe-area-inset-bottom)] backdrop-blur md:hidden"
    >
      <ul className="grid grid-cols-4">
        {BOTTOM_NAV.map((item) => (
          <li key={item.label}>
            <NavLink
              to={item.to}
              end={item.to === '/'}
              className={({ isActive }) =>
                `flex flex-col items-center gap-0.5 px-1 py-2 text-[0.7rem] font-semibold ${isActive ? 'text-brand-800' : 'text-slate-600'}`
              }
            >
              <Icon name={item.icon} className="size-6" />
              {t(`layout.nav.${item.label}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
