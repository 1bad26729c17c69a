import { Outlet, ScrollRestoration } from 'react-router';
import { PageLoader } from '../../components/spinner';
import { AppShell } from './app-shell';

export function RootLayout() {
  return (
    <AppShell>
      <Outlet />
      <ScrollRestoration />
    </AppShell>
  );
}

/** Shown while the first page's code loads. */
export function RootFallback() {
  return (
    <AppShell>
      <PageLoader />
    </AppShell>
  );
}
