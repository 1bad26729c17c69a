import { useEffect } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { AppShell } from './app-shell';
import { useAccountLanguage } from '../../lib/language';

export function RootLayout() {
  useAccountLanguage();
  // The page answers clicks from here on; the Playwright tests wait for it (e2e/console-guard.ts).
  useEffect(() => {
    document.documentElement.dataset.appLive = 'true';
  }, []);
  return (
    <AppShell>
      <Outlet />
      <ScrollRestoration />
    </AppShell>
  );
}
