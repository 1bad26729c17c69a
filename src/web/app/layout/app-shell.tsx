import type { ReactNode } from 'react';
import { BottomBar } from './bottom-bar';
import { Footer } from './footer';
import { Header } from './header';
import { NavigationStatus } from './navigation-status';
import { OfflineBanner } from '../../components/offline-banner';
import { useTranslation } from 'react-i18next';

/** Header, main content and footer around every page. */
export function AppShell({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-dvh flex-col pb-16 md:pb-0">
      <a
        href="#main-content"
        className="sr-only z-50 rounded-xl bg-white px-4 py-2 font-semibold text-brand-800 shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {t('layout.skipToContent')}
      </a>
      <Header />
      <OfflineBanner />
      <NavigationStatus />
      <main id="main-content" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      <Footer />
      <BottomBar />
    </div>
  );
}
