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
    lazy: page(() => import('./access/staff-invite-page'), 'StaffInvitePage'),
  },
  {
    path: 'staff',
    lazy: page(() => import('./shared/console-layout'), 'ConsoleLayout'),
    children: [
      {
        index: true,
        lazy: page(() => import('./availability/console-home-page'), 'ConsoleHomePage'),
      },
      {
        path: 'payments',
        lazy: page(() => import('./money/staff-payments-page'), 'StaffPaymentsPage'),
      },
      {
        path: 'calendar',
        lazy: page(() => import('./availability/console-calendar-page'), 'ConsoleCalendarPage'),
      },
      {
        path: 'lessons',
        lazy: page(() => import('./lessons/console-lessons-page'), 'ConsoleLessonsPage'),
      },
      {
        path: 'lessons/setup',
        lazy: page(() => import('./lessons/lesson-setup-page'), 'LessonSetupPage'),
      },
      { path: 'fleet', lazy: page(() => import('./fleet/console-fleet-page'), 'ConsoleFleetPage') },
      {
        path: 'fleet/new',
        lazy: page(() => import('./fleet/console-new-car-page'), 'ConsoleNewCarPage'),
      },
      {
        path: 'fleet/:carId',
        lazy: page(() => import('./fleet/console-car-page'), 'ConsoleCarPage'),
      },
      {
        path: 'bookings',
        lazy: page(() => import('./bookings/console-bookings-page'), 'ConsoleBookingsPage'),
      },
      {
        path: 'bookings/new',
        lazy: page(
          () => import('./bookings/console-counter-booking-page'),
          'ConsoleCounterBookingPage',
        ),
      },
      {
        path: 'bookings/:id',
        lazy: page(() => import('./bookings/console-booking-page'), 'ConsoleBookingPage'),
      },
      {
        path: 'reviews',
        lazy: page(() => import('./reviews/console-reviews-page'), 'ConsoleReviewsPage'),
      },
      {
        path: 'customers',
        lazy: page(() => import('./customers/console-customers-page'), 'ConsoleCustomersPage'),
      },
      {
        path: 'customers/:id',
        lazy: page(() => import('./customers/console-customer-page'), 'ConsoleCustomerPage'),
      },
      {
        path: 'courses',
        lazy: page(() => import('./school/course-review-page'), 'CourseReviewPage'),
      },
      {
        path: 'courses/:id/preview',
        lazy: page(() => import('./school/course-preview-page'), 'CoursePreviewPage'),
      },
      {
        path: 'courses/blogs/:id/preview',
        lazy: page(() => import('./school/blog-preview-page'), 'BlogPreviewPage'),
      },
      {
        path: 'settings',
        lazy: page(() => import('./settings/console-settings-page'), 'ConsoleSettingsPage'),
      },
      {
        path: 'content',
        lazy: page(() => import('./content/content-posts-page'), 'ContentPostsPage'),
      },
      {
        path: 'content/posts/:id',
        lazy: page(() => import('./content/content-post-page'), 'ContentPostPage'),
      },
      {
        path: 'content/gallery',
        lazy: page(() => import('./content/content-gallery-page'), 'ContentGalleryPage'),
      },
      {
        path: 'content/faq',
        lazy: page(() => import('./content/content-faq-page'), 'ContentFaqPage'),
      },
      {
        path: 'content/pages',
        lazy: page(() => import('./content/content-pages-page'), 'ContentPagesPage'),
      },
      {
        path: 'content/inbox',
        lazy: page(() => import('./content/content-inbox-page'), 'ContentInboxPage'),
      },
      { path: 'team', lazy: page(() => import('./access/console-team-page'), 'ConsoleTeamPage') },
      {
        path: 'reports',
        lazy: page(() => import('./reports/console-reports-page'), 'ConsoleReportsPage'),
      },
      {
        path: 'offers',
        lazy: page(() => import('./offers/console-offers-page'), 'ConsoleOffersPage'),
      },
      {
        path: 'seasons',
        lazy: page(() => import('./settings/console-seasons-page'), 'ConsoleSeasonsPage'),
      },
      {
        path: 'ledger',
        lazy: page(() => import('./money/console-ledger-page'), 'ConsoleLedgerPage'),
      },
      {
        path: 'statements',
        lazy: page(() => import('./money/console-statements-page'), 'ConsoleStatementsPage'),
      },
      {
        path: 'trip-charges',
        lazy: page(() => import('./charges/console-trip-charges-page'), 'ConsoleTripChargesPage'),
      },
      { path: 'gst', lazy: page(() => import('./money/console-gst-page'), 'ConsoleGstPage') },
      { path: 'jobs', lazy: page(() => import('./jobs/console-jobs-page'), 'ConsoleJobsPage') },
      {
        path: 'audit',
        lazy: page(() => import('./access/console-audit-page'), 'ConsoleAuditPage'),
      },
    ],
  },
];
