import { NavLink } from 'react-router';
import { MoreMenu } from './more-menu';
import { MAIN_NAV_AFTER_MORE, MAIN_NAV_BEFORE_MORE, type NavItem } from './nav-items';
import { useTranslation } from 'react-i18next';

function MenuLink({ item }: { item: NavItem }) {
  const { t } = useTranslation();
  return (
    <li>
      <NavLink
        to={item.to}
        end={item.to === '/'}
        className={({ isActive }) =>
          `block rounded-lg px-3 py-2 text-sm font-semibold transition-colors hover:bg-brand-50 hover:text-brand-800 ${isActive ? 'bg-brand-50 text-brand-800' : 'text-slate-700'}`
        }
      >
        {t(`layout.nav.${item.label}`)}
      </NavLink>
    </li>
  );
}

/** The wide main menu, shown from 1000 px up. */
export function DesktopNav() {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('layout.mainNav')} className="hidden min-[1000px]:block">
      <ul className="flex items-center gap-1">
        {MAIN_NAV_BEFORE_MORE.map((item) => (
          <MenuLink key={item.to} item={item} />
        ))}
        <li>
          <MoreMenu />
        </li>
        {MAIN_NAV_AFTER_MORE.map((item) => (
          <MenuLink key={item.to} item={item} />
        ))}
      </ul>
    </nav>
  );
}
