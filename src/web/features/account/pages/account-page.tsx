import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { useLocation, useParams } from 'react-router';
import { ErrorAlert } from '../../../components/error-alert';
import { RequireCustomer } from '../../../components/require-customer';
import { PageLoader } from '../../../components/spinner';
import { errorMessage } from '../../../lib/api-client';
import { useProfile } from '../api/account-api';
import { AccountHeader } from '../components/account-header';
import { SideMenu } from '../components/side-menu';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../lib/use-page-title';

const page = (load: () => Promise<{ default: ComponentType }>) => lazy(load);

/** The sections of /user/page/{PageName} built by this feature. */
const SECTIONS: Record<string, LazyExoticComponent<ComponentType>> = {
  profilesetting: page(() =>
    import('../components/profile-view').then((m) => ({ default: m.ProfileView })),
  ),
  updateprofilesetting: page(() =>
    import('../components/profile-edit').then((m) => ({ default: m.ProfileEdit })),
  ),
  changePassword: page(() =>
    import('../components/change-password').then((m) => ({ default: m.ChangePassword })),
  ),
  MyDocument: page(() =>
    import('../components/my-documents').then((m) => ({ default: m.MyDocuments })),
  ),
  inviteFriends: page(() =>
    import('../components/invite-friends').then((m) => ({ default: m.InviteFriends })),
  ),
  EmailNotificationSetting: page(() =>
    import('../components/email-settings').then((m) => ({ default: m.EmailSettings })),
  ),
  NotificationSetting: page(() =>
    import('../components/notification-settings').then((m) => ({
      default: m.NotificationSettings,
    })),
  ),
  MyTransaction: page(() =>
    import('../components/transactions-page').then((m) => ({ default: m.TransactionsPage })),
  ),
  // Rate a completed trip (decision 0049); the review request's link opens it on the trip.
  MyReviews: page(() => import('../components/my-reviews').then((m) => ({ default: m.MyReviews }))),
};

/** The page names /user/page/{PageName} shows (the menu test checks each has a way in). */
export const ACCOUNT_SECTIONS = Object.keys(SECTIONS);

/** Each section's name for the tab (these pages arrive as the shell, with its English title). */
const TITLES = {
  dashboard: 'account.menu.booking',
  profilesetting: 'account.profile.title',
  updateprofilesetting: 'account.profile.title',
  changePassword: 'account.password.title',
  MyDocument: 'account.documents.title',
  inviteFriends: 'account.invite.title',
  EmailNotificationSetting: 'account.emailSettings.title',
  NotificationSetting: 'notifications.title',
  MyTransaction: 'account.transactions.title',
  MyReviews: 'account.reviews.title',
} as const satisfies Record<keyof typeof SECTIONS | 'dashboard', string>;

/** /user/dashboard (My Booking). */
const DashboardSection = page(() =>
  import('../components/dashboard').then((m) => ({ default: m.Dashboard })),
);

function NotYet() {
  const { t } = useTranslation();
  return (
    <p className="rounded-2xl border border-slate-200 bg-white p-6 text-slate-700">
      {t('account.notYet')}
    </p>
  );
}

function AccountArea() {
  const { pageName = '' } = useParams();
  const { pathname } = useLocation();
  const { t } = useTranslation();
  const profile = useProfile();
  const dashboard = pathname.toLowerCase().startsWith('/user/dashboard');
  const Section = dashboard ? DashboardSection : (SECTIONS[pageName] ?? NotYet);
  const section = dashboard ? 'dashboard' : pageName;
  usePageTitle(
    t(
      Object.hasOwn(TITLES, section) ? TITLES[section as keyof typeof TITLES] : 'account.menuLabel',
    ),
  );
  return (
    <div className="mx-auto max-w-7xl space-y-4 px-4 py-6 sm:px-6">
      {profile.isPending ? (
        <PageLoader />
      ) : profile.isError ? (
        <ErrorAlert message={errorMessage(profile.error)} onRetry={() => void profile.refetch()} />
      ) : (
        <AccountHeader profile={profile.data} />
      )}
      <div className="grid grid-cols-1 gap-4 md:grid-cols-[16rem_1fr]">
        <SideMenu />
        <div>
          <Suspense fallback={<PageLoader />}>
            <Section />
          </Suspense>
        </div>
      </div>
    </div>
  );
}

/** /user/dashboard and /user/page/{PageName}, for logged-in customers only. */
export function AccountPage() {
  return (
    <RequireCustomer>
      <AccountArea />
    </RequireCustomer>
  );
}
