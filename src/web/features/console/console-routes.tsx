import type { RouteObject } from 'react-router';

const page =
  (load: () => Promise<Record<string, unknown>>, name: string): RouteObject['lazy'] =>
  () =>
    load().then((m) => ({ Component: m[name] as React.ComponentType }));

/**
 * The operator console at /staff, outside the customer site's header and footer. Each section
 * is its own chunk; the layout signs staff in.
 */
export const consoleRoutes: RouteObject[] = [
  {
    path: 'staff/invite/:token',
    lazy: page(() => import('./pages/staff-invite-page'), 'StaffInvitePage'),
  },
  {
    path: 'staff',
    lazy: page(() => import('./components/console-layout'), 'ConsoleLayout'),
    children: [
      { index: true, lazy: page(() => import('./pages/console-home-page'), 'ConsoleHomePage') },
      {
        path: 'payments',
        lazy: page(() => import('./pages/staff-payments-page'), 'StaffPaymentsPage'),
      },
      {
        path: 'calendar',
        lazy: page(() => import('./pages/console-calendar-page'), 'ConsoleCalendarPage'),
      },
      { path: 'fleet', lazy: page(() => import('./pages/console-fleet-page'), 'ConsoleFleetPage') },
      {
        path: 'fleet/new',
        lazy: page(() => import('./pages/console-new-car-page'), 'ConsoleNewCarPage'),
      },
      {
        path: 'fleet/:carId',
        lazy: page(() => import('./pages/console-car-page'), 'ConsoleCarPage'),
      },
      {
        path: 'bookings',
        lazy: page(() => import('./pages/console-bookings-page'), 'ConsoleBookingsPage'),
      },
      {
        path: 'bookings/new',
        lazy: page(
          () => import('./pages/console-counter-booking-page'),
          'ConsoleCounterBookingPage',
        ),
      },
      {
        path: 'bookings/:id',
        lazy: page(() => import('./pages/console-booking-page'), 'ConsoleBookingPage'),
      },
      {
        path: 'customers',
        lazy: page(() => import('./pages/console-customers-page'), 'ConsoleCustomersPage'),
      },
      {
        path: 'customers/:id',
        lazy: page(() => import('./pages/console-customer-page'), 'ConsoleCustomerPage'),
      },
      {
        path: 'courses',
        lazy: page(() => import('./pages/course-review-page'), 'CourseReviewPage'),
      },
      {
        path: 'courses/:id/preview',
        lazy: page(() => import('./pages/course-preview-page'), 'CoursePreviewPage'),
      },
      {
        path: 'courses/blogs/:id/preview',
        lazy: page(() => import('./pages/blog-preview-page'), 'BlogPreviewPage'),
      },
      {
        path: 'settings',
        lazy: page(() => import('./pages/console-settings-page'), 'ConsoleSettingsPage'),
      },
      {
        path: 'content',
        lazy: page(() => import('./pages/content-posts-page'), 'ContentPostsPage'),
      },
      {
        path: 'content/posts/:id',
        lazy: page(() => import('./pages/content-post-page'), 'ContentPostPage'),
      },
      {
        path: 'content/gallery',
        lazy: page(() => import('./pages/content-gallery-page'), 'ContentGalleryPage'),
      },
      {
        path: 'content/faq',
        lazy: page(() => import('./pages/content-faq-page'), 'ContentFaqPage'),
      },
      {
        path: 'content/pages',
        lazy: page(() => import('./pages/content-pages-page'), 'ContentPagesPage'),
      },
      {
        path: 'content/inbox',
        lazy: page(() => import('./pages/content-inbox-page'), 'ContentInboxPage'),
      },
      { path: 'team', lazy: page(() => import('./pages/console-team-page'), 'ConsoleTeamPage') },
      {
        path: 'reports',
        lazy: page(() => import('./pages/console-reports-page'), 'ConsoleReportsPage'),
      },
      {
        path: 'ledger',
        lazy: page(() => import('./pages/console-ledger-page'), 'ConsoleLedgerPage'),
      },
      { path: 'gst', lazy: page(() => import('./pages/console-gst-page'), 'ConsoleGstPage') },
      { path: 'jobs', lazy: page(() => import('./pages/console-jobs-page'), 'ConsoleJobsPage') },
      { path: 'audit', lazy: page(() => import('./pages/console-audit-page'), 'ConsoleAuditPage') },
    ],
  },
];
