import { useCallback, useEffect, useRef, type KeyboardEvent, type ToggleEvent } from 'react';
import { NavLink } from 'react-router';
import { Icon } from '../../components/icon';
import { Logo } from '../../components/logo';
import { ACCOUNT_LINKS } from '../../lib/customer-pages';
import { useSession } from '../../lib/session';
import { useHydrated } from '../../lib/use-hydrated';
import { useMoreNav } from './use-more-nav';
import { MAIN_NAV_AFTER_MORE, MAIN_NAV_BEFORE_MORE, SIGN_IN, type NavItem } from './nav-items';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '../../components/language-switch';

interface MobileDrawerProps {
  id: string;
  open: boolean;
  /** The browser opened it (the menu button is its popover's invoker). */
  onOpen?: () => void;
  onClose: () => void;
}

/**
 * True where the browser opens and closes popovers itself (Chromium 114, Safari 17, Firefox
 * 125): the menu then opens on the first tap, before the app has run (docs/decisions/0044).
 * Elsewhere the app opens it, once it is live.
 */
export const browserOpensPopovers = () =>
  typeof HTMLElement !== 'undefined' && typeof HTMLElement.prototype.showPopover === 'function';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `block rounded-xl px-4 py-3 text-base font-semibold ${isActive ? 'bg-brand-50 text-brand-800' : 'text-slate-800 hover:bg-slate-100'}`;

/**
 * Side drawer with the main menu, for screens under 1000 px. It is in the page from the
 * server on, as a popover the menu button opens without any script: its links are plain
 * links until the app runs. Where popovers are not native, the app shows and hides it.
 */
export function MobileDrawer({ id, open, onOpen, onClose }: MobileDrawerProps) {
  const { t } = useTranslation();
  const { user } = useSession();
  const moreNav = useMoreNav();
  const live = useHydrated();
  const panelRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const native = browserOpensPopovers();

  /** Closes it however it was opened; the popover's toggle event then reports it closed. */
  const close = useCallback(() => {
    const panel = panelRef.current;
    if (native && panel?.matches(':popover-open')) panel.hidePopover();
    else onClose();
  }, [native, onClose]);

  // Opening is reported before the browser shows it (so its content is drawn first), closing
  // once it is hidden.
  const onBeforeToggle = (event: ToggleEvent<HTMLDivElement>) => {
    if (event.newState === 'open') onOpen?.();
  };
  const onToggle = (event: ToggleEvent<HTMLDivElement>) => {
    if (event.newState === 'closed') onClose();
  };

  // Opened before the app ran: the app takes it over as open.
  useEffect(() => {
    if (native && panelRef.current?.matches(':popover-open')) onOpen?.();
  }, [native, onOpen]);

  useEffect(() => {
    if (!open) return;
    closeRef.current?.focus();
    // A popover closes on Escape by itself.
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape' && !native) onClose();
    };
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.body.style.overflow = overflow;
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open, native, onClose]);

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

  const item = (link: NavItem) => (
    <li key={link.to}>
      <NavLink to={link.to} end={link.to === '/'} onClick={close} className={linkClass}>
        {t(`layout.nav.${link.label}`)}
      </NavLink>
    </li>
  );

  // Closed, the popover is hidden by the browser (or, where popovers are not native, by the
  // stylesheet until the app runs, then by `hidden`); the server cannot know which.
  const fallbackClosed = live && !native && !open;
  // The server's drawer holds its links, for a tap before the app runs; once the app runs, a
  // closed drawer is an empty shell (no second copy of the menu and the customer's name in the
  // page), filled as it opens.
  const filled = !live || open;
  return (
    <>
      {live && !native && open && (
        <div
          className="fixed inset-0 z-50 bg-slate-950/50 min-[1000px]:hidden"
          aria-hidden="true"
          onClick={close}
        />
      )}
      <div
        ref={panelRef}
        id={id}
        popover="auto"
        onBeforeToggle={onBeforeToggle}
        onToggle={onToggle}
        hidden={fallbackClosed}
        data-open={live && !native && open ? '' : undefined}
        role="dialog"
        aria-modal="true"
        aria-label={t('layout.menu')}
        onKeyDown={trapFocus}
        className="fixed inset-y-0 right-0 left-auto z-50 m-0 h-dvh max-h-none w-80 max-w-[88vw] flex-col overflow-y-auto border-0 bg-white p-0 text-slate-800 shadow-2xl backdrop:bg-slate-950/50 open:flex data-open:flex min-[1000px]:hidden"
      >
        {filled && (
          <>
            <div className="flex items-center justify-between border-b border-slate-200 px-4 py-3">
              <Logo onClick={close} />
              <button
                ref={closeRef}
                type="button"
                popoverTarget={id}
                popoverTargetAction="hide"
                aria-label={t('layout.closeMenu')}
                onClick={close}
                className="rounded-xl p-2 text-slate-700 hover:bg-slate-100"
              >
                <Icon name="close" className="size-6" />
              </button>
            </div>
            <div className="border-b border-slate-200 px-4 py-3">
              <LanguageSwitch onSwitched={close} />
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
                          <NavLink to={link.to} onClick={close} className={linkClass}>
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
                  onClick={close}
                  className="btn btn-primary w-full py-3"
                >
                  {t('layout.account.myAccountOf', { name: user.name })}
                </NavLink>
              ) : (
                <NavLink to={SIGN_IN.to} onClick={close} className="btn btn-primary w-full py-3">
                  {t(`layout.nav.${SIGN_IN.label}`)}
                </NavLink>
              )}
            </div>
          </>
        )}
      </div>
    </>
  );
}
