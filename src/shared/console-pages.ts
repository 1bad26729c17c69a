import { ADMIN_ROLES, EVERY_STAFF_ROLE, MANAGER_ROLES, type StaffRole } from './console.js';

// ---- Operator console: who opens each page, and the reads the page makes (issue 30) ----

/** A GET route as the server declares it: `GET /api/console/bookings/:id`. */
export type ConsoleReadRoute = `GET /api/${string}`;

/** What a page's or a read's `:id` names. */
export type ConsolePageRecord = 'booking' | 'branch' | 'car' | 'customer' | 'post';

export interface ConsoleRead {
  route: ConsoleReadRoute;
  /** The record the route's `:id` names when it is not the page's own (a booking's documents). */
  record?: ConsolePageRecord;
  /** Made only for these of the page's roles (course orders on the payments page: admins). */
  roles?: readonly StaffRole[];
}

export interface ConsolePage {
  /** Who may open the page; the menu shows it to them. Every read must be open to them. */
  roles: readonly StaffRole[];
  /** What the page's `:id` names. */
  record?: ConsolePageRecord;
  /** The GET routes the page's own reads call, on opening it or from its forms. */
  reads: readonly (ConsoleReadRoute | ConsoleRead)[];
}

/** Every console page signs staff in and asks who they are (the layout's reads). */
export const CONSOLE_LAYOUT_READS: readonly ConsoleReadRoute[] = [
  'GET /api/staff/session',
  'GET /api/console/me',
];

const BRANCHES = 'GET /api/console/branches';
/** The car form's lists (a new car and a car's page). */
const CAR_FORM: readonly ConsoleReadRoute[] = [BRANCHES, 'GET /api/console/fleet/options'];

/**
 * The console's pages by path (the web app's routes under /staff), with the roles that open
 * them and the routes their reads call. The menu takes its roles from here, and a server test
 * signs in as each role and calls every read of every page that role opens
 * (console-pages-access.test.ts): a page in a role's menu whose data the server refuses that
 * role fails there. The course and blog previews (opened from the review queue, admins) are
 * left out: their routes are admins', as the route walk checks.
 */
export const CONSOLE_PAGES = {
  '/staff': { roles: EVERY_STAFF_ROLE, reads: [BRANCHES, 'GET /api/console/today'] },
  '/staff/calendar': { roles: EVERY_STAFF_ROLE, reads: [BRANCHES, 'GET /api/console/calendar'] },
  '/staff/fleet': { roles: MANAGER_ROLES, reads: ['GET /api/console/cars'] },
  '/staff/fleet/new': { roles: MANAGER_ROLES, reads: CAR_FORM },
  '/staff/fleet/:id': {
    roles: MANAGER_ROLES,
    record: 'car',
    reads: [
      ...CAR_FORM,
      'GET /api/console/cars/:id',
      'GET /api/console/cars/:id/blocks',
      'GET /api/console/cars/:id/compliance',
    ],
  },
  '/staff/bookings': { roles: EVERY_STAFF_ROLE, reads: [BRANCHES, 'GET /api/console/bookings'] },
  '/staff/bookings/new': {
    roles: EVERY_STAFF_ROLE,
    reads: [
      BRANCHES,
      'GET /api/console/counter/customer',
      'GET /api/console/counter/cars',
      'GET /api/console/counter/gst',
      // Which cars can take the period entered, and why not (issue 32 item 4).
      'GET /api/console/counter/availability',
      // Whether the customer has a billing address for the GST documents (issue 32 item 7).
      'GET /api/console/counter/billing',
    ],
  },
  '/staff/bookings/:id': {
    roles: EVERY_STAFF_ROLE,
    record: 'booking',
    reads: [
      'GET /api/console/bookings/:id',
      // The change form's cars: the desk's own route, not the fleet's.
      'GET /api/console/counter/cars',
      'GET /api/console/bookings/:id/cancel-quote',
      'GET /api/console/bookings/:id/balance',
      'GET /api/console/bookings/:id/deposit',
      'GET /api/console/bookings/:id/tax-documents',
      // The desk's documents step, until the customer's papers are verified.
      { route: 'GET /api/console/customers/:id', record: 'customer' },
    ],
  },
  // Practical lessons (issue 34 item 6, decision 0046): the desk's calendar books a walk-in
  // (the learner found as the counter booking finds a customer); managers set the school up.
  '/staff/lessons': {
    roles: EVERY_STAFF_ROLE,
    reads: [
      BRANCHES,
      'GET /api/console/lessons/calendar',
      'GET /api/console/lessons/slots',
      'GET /api/console/counter/customer',
      // The walk-in's licence and the packages they can book from (decision 0048).
      { route: 'GET /api/console/lessons/learners/:id/licence', record: 'customer' },
      'GET /api/console/lessons/purchases',
    ],
  },
  '/staff/lessons/setup': {
    roles: MANAGER_ROLES,
    reads: [
      BRANCHES,
      'GET /api/console/lessons/packages',
      'GET /api/console/lessons/package-presets',
      'GET /api/console/lessons/instructors',
      { route: 'GET /api/console/branches/:id/lesson-terms', record: 'branch' },
    ],
  },
  '/staff/customers': { roles: EVERY_STAFF_ROLE, reads: ['GET /api/console/customers'] },
  '/staff/customers/:id': {
    roles: EVERY_STAFF_ROLE,
    record: 'customer',
    reads: [
      'GET /api/console/customers/:id',
      { route: 'GET /api/console/bookings/:id/tax-documents', record: 'booking' },
    ],
  },
  // Renters' reviews (decision 0049): the desk reads and replies; managers hide (a POST).
  '/staff/reviews': { roles: EVERY_STAFF_ROLE, reads: [BRANCHES, 'GET /api/console/reviews'] },
  '/staff/content/inbox': {
    roles: EVERY_STAFF_ROLE,
    reads: [BRANCHES, 'GET /api/console/content/messages'],
  },
  // Tolls, challans and damage found after the trip, charged to the renter then (issue 36).
  '/staff/trip-charges': {
    roles: EVERY_STAFF_ROLE,
    reads: [
      BRANCHES,
      'GET /api/console/trip-charges',
      // The report by kind, collected, disputed, written off (issue 36 item 5): managers'.
      { route: 'GET /api/console/trip-charges/report', roles: MANAGER_ROLES },
    ],
  },
  '/staff/payments': {
    roles: EVERY_STAFF_ROLE,
    reads: [
      'GET /api/console/manual-payments',
      'GET /api/console/refunds',
      // Course orders belong to no branch: admins see them.
      { route: 'GET /api/learning/staff/course-orders', roles: ADMIN_ROLES },
    ],
  },
  '/staff/reports': {
    roles: MANAGER_ROLES,
    reads: [
      BRANCHES,
      'GET /api/console/reports',
      'GET /api/console/accounts',
      'GET /api/console/reports/lessons',
    ],
  },
  '/staff/ledger': { roles: MANAGER_ROLES, reads: ['GET /api/console/ledger'] },
  // Trial balance, profit and loss, balance sheet; GSTR-3B is the whole GSTIN's (decision 0052).
  '/staff/statements': {
    roles: MANAGER_ROLES,
    reads: [
      'GET /api/console/statements',
      { route: 'GET /api/console/statements/gstr3b', roles: ADMIN_ROLES },
      { route: 'GET /api/console/closed-months', roles: ADMIN_ROLES },
    ],
  },
  // Coupon codes (decision 0049): the form's branches and car categories; the referral's
  // figures (decision 0051).
  '/staff/offers': {
    roles: MANAGER_ROLES,
    reads: [
      BRANCHES,
      'GET /api/console/fleet/options',
      'GET /api/console/offers/coupons',
      'GET /api/console/offers/referrals',
    ],
  },
  // Rate seasons (decision 0049): the form's categories and the branch's cars.
  '/staff/seasons': {
    roles: MANAGER_ROLES,
    reads: [
      BRANCHES,
      'GET /api/console/seasons',
      'GET /api/console/fleet/options',
      'GET /api/console/counter/cars',
    ],
  },
  '/staff/gst': { roles: ADMIN_ROLES, reads: ['GET /api/console/gst'] },
  '/staff/courses': {
    roles: ADMIN_ROLES,
    reads: ['GET /api/learning/staff/courses', 'GET /api/learning/staff/blogs'],
  },
  '/staff/settings': {
    roles: MANAGER_ROLES,
    reads: ['GET /api/console/settings', 'GET /api/console/branch-rules'],
  },
  '/staff/content': {
    roles: ADMIN_ROLES,
    reads: ['GET /api/console/content/posts', 'GET /api/console/content/categories'],
  },
  '/staff/content/posts/:id': {
    roles: ADMIN_ROLES,
    record: 'post',
    reads: ['GET /api/console/content/posts/:id', 'GET /api/console/content/categories'],
  },
  '/staff/content/gallery': { roles: ADMIN_ROLES, reads: ['GET /api/console/content/gallery'] },
  '/staff/content/faq': { roles: ADMIN_ROLES, reads: ['GET /api/console/content/faqs'] },
  '/staff/content/pages': {
    roles: ADMIN_ROLES,
    reads: ['GET /api/console/content/pages/:name'],
  },
  '/staff/team': { roles: MANAGER_ROLES, reads: [BRANCHES, 'GET /api/console/staff'] },
  '/staff/audit': { roles: MANAGER_ROLES, reads: ['GET /api/console/audit'] },
  '/staff/jobs': { roles: ADMIN_ROLES, reads: ['GET /api/console/jobs/failed'] },
} as const satisfies Record<string, ConsolePage>;

export type ConsolePagePath = keyof typeof CONSOLE_PAGES;

/** A page's reads for one role, the layout's first, each as `{ route, record }`. */
export function consolePageReads(page: ConsolePage, role: StaffRole): ConsoleRead[] {
  return [...CONSOLE_LAYOUT_READS, ...page.reads]
    .map((read) => (typeof read === 'string' ? { route: read } : read))
    .filter((read) => !read.roles || read.roles.includes(role));
}
