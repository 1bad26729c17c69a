import { useCallback, useId, useRef, useState } from 'react';
import { Icon } from '../../components/icon';
import { Logo } from '../../components/logo';
import { HeaderSearch } from '../../features/search/components/header-search';
import { AccountMenu } from './account-menu';
import { CourseCartLink } from './course-cart-link';
import { DesktopNav } from './desktop-nav';
import { browserOpensPopovers, MobileDrawer } from './mobile-drawer';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '../../components/language-switch';
import { useHydrated } from '../../lib/use-hydrated';

/** Site header: logo, main menu (or the drawer button), Sign in, and the search slot. */
export function Header() {
  const { t } = useTranslation();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const drawerId = useId();
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  // A popover's invoker is reported expanded by the browser; elsewhere the app says so.
  const appOpensDrawer = useHydrated() && !browserOpensPopovers();

  const openDrawer = useCallback(() => setDrawerOpen(true), []);
  const closeDrawer = useCallback(() => {
    setDrawerOpen(false);
    menuButtonRef.current?.focus();
  }, []);

  return (
    <>
      {/* Sticky only when the screen is tall for its text size (rem in a media query follows the
          browser's font size): with text at 200% a sticky header would hide half the page. */}
      <header className="z-40 border-b border-slate-200 bg-white/95 backdrop-blur [@media(min-height:40rem)]:sticky [@media(min-height:40rem)]:top-0">
        <div className="mx-auto flex min-h-16 max-w-7xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-2 sm:px-6">
          <Logo />
          <div className="ml-auto flex flex-wrap items-center justify-end gap-2 min-[1000px]:ml-6 min-[1000px]:flex-1 min-[1000px]:justify-between">
            <DesktopNav />
            <LanguageSwitch className="max-[359px]:hidden" />
            <CourseCartLink />
            <AccountMenu />
            {/* The drawer's popover invoker: the browser opens it on the first tap, before the
                app runs, and says whether it is expanded (decision 0044). */}
            <button
              ref={menuButtonRef}
              type="button"
              popoverTarget={drawerId}
              aria-label={t('layout.openMenu')}
              aria-controls={drawerId}
              aria-expanded={appOpensDrawer ? drawerOpen : undefined}
              onClick={() => {
                if (!browserOpensPopovers()) setDrawerOpen(true);
              }}
              className="rounded-xl p-2 text-slate-800 hover:bg-slate-100 min-[1000px]:hidden"
            >
              <Icon name="menu" className="size-6" />
            </button>
          </div>
        </div>
      </header>

      <div role="search" aria-label={t('layout.findCar')} className="bg-brand-900">
        <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-2.5 sm:px-6">
          <HeaderSearch />
        </div>
      </div>

      <MobileDrawer id={drawerId} open={drawerOpen} onOpen={openDrawer} onClose={closeDrawer} />
    </>
  );
}
