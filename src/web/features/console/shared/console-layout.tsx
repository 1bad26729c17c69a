import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { ErrorAlert } from '../../../components/error-alert';
import { Icon } from '../../../components/icon';
import { PageLoader } from '../../../components/spinner';
import { useConsoleMe, useStaffLogout, useStaffSession } from './console-session-api';
import { ConsoleDrawer } from './console-drawer';
import { ConsoleLanguageSwitch } from './console-language';
import { ConsoleNav } from './console-nav';
import { StaffLoginForm } from './staff-login-form';

/**
 * /staff/*: the operator console. Staff sign in here; a side nav on desktops, a menu button
 * opening a drawer on phones.
 */
export function ConsoleLayout() {
  const { t } = useTranslation();
  const session = useStaffSession();
  const staff = session.data?.staff ?? null;
  const me = useConsoleMe(Boolean(staff));
  const logout = useStaffLogout();
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  useEffect(() => {
    document.documentElement.dataset.appLive = 'true';
  }, []);

  return (
    <div className="min-h-screen bg-slate-50">
      <header className="sticky top-0 z-40 flex items-center gap-3 border-b border-slate-200 bg-white px-4 py-3">
        {staff && (
          <button
            type="button"
            className="flex size-11 items-center justify-center rounded-full hover:bg-slate-100 lg:hidden"
            aria-label={t('console.shared.layout.openMenu')}
            aria-expanded={menuOpen}
            aria-controls="console-drawer"
            onClick={() => setMenuOpen(true)}
          >
            <Icon name="menu" />
          </button>
        )}
        <Link to="/staff" className="text-lg font-bold text-brand-800">
          {t('console.shared.layout.brand')}
        </Link>
        <div className="ml-auto flex items-center gap-3">
          <ConsoleLanguageSwitch signedIn={Boolean(staff)} remembered={staff?.language} />
          {staff && (
            <p className="text-sm text-slate-600">
              <span className="hidden sm:inline">
                {staff.name}
                {me.data
                  ? ` · ${me.data.branchName ?? t('console.shared.layout.allBranches')}`
                  : ''}{' '}
                ·{' '}
              </span>
              <button
                type="button"
                className="font-semibold text-brand-800 underline"
                onClick={() => logout.mutate()}
              >
                {t('console.shared.layout.logout')}
              </button>
            </p>
          )}
        </div>
      </header>
      {session.isPending ? (
        <main className="px-4 py-10">
          <PageLoader label={t('console.shared.layout.checkingLogin')} />
        </main>
      ) : session.isError ? (
        <main className="px-4 py-10">
          <ErrorAlert message={session.error.message} onRetry={() => void session.refetch()} />
        </main>
      ) : !staff ? (
        <main className="mx-auto max-w-md px-4 py-10">
          <h1 className="text-2xl font-bold text-slate-900">
            {t('console.shared.layout.signInTitle')}
          </h1>
          <StaffLoginForm />
        </main>
      ) : (
        <div className="flex">
          <aside className="hidden w-60 shrink-0 border-r border-slate-200 bg-white p-4 lg:block">
            <ConsoleNav me={me.data} />
          </aside>
          {menuOpen && (
            <ConsoleDrawer id="console-drawer" onClose={closeMenu}>
              <ConsoleNav me={me.data} onNavigate={closeMenu} />
            </ConsoleDrawer>
          )}
          <main className="min-w-0 flex-1 px-4 py-6 lg:px-8">
            <Outlet />
          </main>
        </div>
      )}
    </div>
  );
}
