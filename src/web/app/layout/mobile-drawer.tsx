import { useEffect, useRef, type KeyboardEvent } from 'react';
import { NavLink } from 'react-router';
import { Icon } from '../../components/icon';
import { Logo } from '../../components/logo';
import { ACCOUNT_LINKS } from '../../lib/customer-pages';
import { useSession } from '../../lib/session';
import { useMoreNav } from './use-more-nav';
import { MAIN_NAV_AFTER_MORE, MAIN_NAV_BEFORE_MORE, SIGN_IN, type NavItem } from './nav-items';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '../../components/language-switch';

interface MobileDrawerProps {
  id: string;
  open: boolean;
  onClose: () => void;
}

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `block rounded-xl px-4 py-3 text-base font-semibold ${isActive ? 'bg-brand-50 text-brand-800' : 'text-slate-800 hover:bg-slate-100'}`;

/** Side drawer with the main menu, for screens under 1000 px. */
export function MobileDrawer({ id, open, onClose }: MobileDrawerProps) {
  const { t } = useTranslation();
  const { user } = useSession();
  const moreNav = useMoreNav();
  const panelRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    closeRef.current?.focus();
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.body.style.overflow = overflow;
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open, onClose]);

  // Keep Tab and Shift+Tab inside the drawer while it is open.
  const trapFocus = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Tab' || !panelRef.current) return;
    const focusable = panelRef.current.querySelectorAll<HTMLElement>('a[href], button');
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  };

  if (!open) return null;

  const item = (link: NavItem) => (
    <li key={link.to}>
      <NavLink to={link.to} end={link.to === '/'} onClick={onClose} className={linkClass}>
        {t(`layout.nav.${link.label}`)}
      </NavLink>
    </li>
  );

  return (
    <div className="fixed inset-0 z-50 min-[1000px]:hidden">
      <div className="absolute inset-0 bg-slate-950/50" aria-hidden="true" onClick={onClose} />
      <div
        ref={panelRef}
        id={id}
        role="dialog"
        aria-modal="true"
        aria-label={t('layout.menu')}
        onKeyDown={trapFocus}
        className="absolute inset-y-0 right-0 flex w-80 max-w-[88vw] flex-col overflow-y-auto bg-white shadow-2xl"
      >
        <div className="flex items-center justify-between border-b border-slate-200 px-4 py-3">
          <Logo onClick={onClose} />
          <button
            ref={closeRef}
            type="button"
            aria-label={t('layout.closeMenu')}
            onClick={onClose}
            className="rounded-xl p-2 text-slate-700 hover:bg-slate-100"
          >
            <Icon name="close" className="size-6" />
          </button>
        </div>
        <div className="border-b border-slate-200 px-4 py-3">
          <LanguageSwitch onSwitched={onClose} />
        </div>
        <nav aria-label={t('layout.mainNav')} className="flex-1 px-3 py-4">
          <ul className="space-y-1">
            {MAIN_NAV_BEFORE_MORE.map(item)}
            <li>
              <p className="px-4 pt-4 pb-1 text-xs font-bold tracking-wider text-slate-500 uppercase">
                {t('layout.more')}
              </p>
              <ul className="space-y-1">{moreNav.map(item)}</ul>
            </li>
            {MAIN_NAV_AFTER_MORE.map(item)}
            {user && (
              <li>
                <p className="px-4 pt-4 pb-1 text-xs font-bold tracking-wider text-slate-500 uppercase">
                  {t('layout.nav.myAccount')}
                </p>
                <ul className="space-y-1">
                  {ACCOUNT_LINKS.map((link) => (
                    <li key={link.to}>
                      <NavLink to={link.to} onClick={onClose} className={linkClass}>
                        {t(`layout.account.${link.key}`)}
                      </NavLink>
                    </li>
                  ))}
                </ul>
              </li>
            )}
          </ul>
        </nav>
        <div className="border-t border-slate-200 p-4">
          {user ? (
            <NavLink
              to="/user/page/profilesetting"
              onClick={onClose}
              className="btn btn-primary w-full py-3"
            >
              {t('layout.account.myAccountOf', { name: user.name })}
            </NavLink>
          ) : (
            <NavLink to={SIGN_IN.to} onClick={onClose} className="btn btn-primary w-full py-3">
              {t(`layout.nav.${SIGN_IN.label}`)}
            </NavLink>
          )}
        </div>
      </div>
    </div>
  );
}
