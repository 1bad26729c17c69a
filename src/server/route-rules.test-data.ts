import { addDays, istDate } from '../shared/time.js';
import type { RouteAccess } from './lib/route-access.js';
import { courseDraft } from './modules/learning/learning-test-helpers.js';

/**
 * What a customer route's parameters name: a resource of one customer (or of one instructor),
 * a paid course its enrolled students alone may open, or nothing owned (a public course, a
 * secret link, or a list of the session's own rows).
 */
export type Owned =
  | 'booking'
  | 'document'
  /** A file of a charge after the trip on Alice's booking (issue 36). */
  | 'tripChargeFile'
  | 'taxDocument'
  | 'refund'
  | 'order'
  | 'attempt'
  | 'courseOrder'
  | 'courseGatewayOrder'
  | 'instructorCourse'
  | 'myBlog'
  | 'enrolledCourse'
  | 'enrolledQb'
  | 'lesson'
  | 'lessonGatewayOrder'
  | 'lessonPurchase'
  | 'none';

/**
 * A paid course is public, its lessons, mock tests and reviews are its students': another
 * customer is told to enrol first (403, the spec's message), not 404.
 */
export const ENROLMENT_KINDS: ReadonlySet<Owned> = new Set(['enrolledCourse', 'enrolledQb']);

export interface RouteRule {
  access: RouteAccess;
  /** Required on a customer route with a parameter: whose resource the parameter names. */
  owned?: Owned;
  /** A valid query and body, so the ownership check is reached rather than a 400. */
  query?: string;
  payload?: object;
  headers?: Record<string, string>;
}

const pub: RouteRule = { access: 'public' };
const customer: RouteRule = { access: 'customer' };
const staff: RouteRule = { access: 'staff' };
const booking: RouteRule = { access: 'customer', owned: 'booking' };
const notOwned: RouteRule = { access: 'customer', owned: 'none' };
const own = (owned: Owned, more: Partial<RouteRule> = {}): RouteRule => ({
  access: 'customer',
  owned,
  ...more,
});
/** The test booking drops in three to four days; an extension runs one more day. */
const extendTo = { dropDate: addDays(istDate(new Date()), 6), dropTime: '10:00' };

export const COURSE_DRAFT = courseDraft();
export const BLOG_DRAFT = {
  title: 'My first highway drive to Bilaspur',
  categoryId: 1,
  imageUrl: `/media/blog/member-${'a'.repeat(32)}.jpg`,
  bodyHtml: '<p>I drove NH-130 for the first time after the highway course.</p>',
};

/**
 * The rule of every route registered before routes could declare `config: { access }`. A new
 * route declares its own; one with neither fails route-authorization.test.ts.
 */
export const ROUTE_RULES: Record<string, RouteRule> = {
  'GET /api/docs': pub,
  'GET /api/docs/static/index.html': pub,
  'GET /api/docs/static/swagger-initializer.js': pub,
  'GET /api/docs/json': pub,
  'GET /api/docs/yaml': pub,
  'GET /api/docs/static/*': pub,
  'GET /api/openapi.json': pub,
  'GET /api/health': pub,
  'GET /api/site': pub,
  'GET /api/cars': pub,
  'GET /api/cars/trending': pub,
  'GET /api/cars/:id': pub,
  'GET /api/cars/by-model/:brandName/:modelName': pub,
  'GET /api/catalogue': pub,
  'GET /api/branches/:branchId/pickup-drop-options': pub,
  'GET /api/blogs': pub,
  'GET /api/blog-categories': pub,
  'GET /api/blogs/:id': pub,
  'GET /api/gallery': pub,
  'GET /api/faqs': pub,
  'GET /api/information/:name': pub,
  'POST /api/contact': pub,
  'GET /sitemap.xml': pub,
  'GET /robots.txt': pub,
  'GET /api/auth/options': pub,
  'POST /api/auth/otp/send': pub,
  'POST /api/auth/otp/verify': pub,
  'GET /api/auth/session': pub,
  'POST /api/auth/login': pub,
  'POST /api/auth/logout': pub,
  'POST /api/auth/register': pub,
  'POST /api/auth/verify-email': pub,
  'POST /api/auth/check-availability': pub,
  'POST /api/auth/forgot-password': pub,
  'GET /api/auth/reset-password/:token': pub,
  'POST /api/auth/reset-password': pub,
  'GET /api/staff/session': pub,
  'POST /api/staff/login': pub,
  'GET /api/dev/outbox': pub,
  'GET /api/dev/outbox/:id/attachments/:index': pub,
  'GET /media/cars/*': pub,
  'GET /media/blog/*': pub,
  'GET /media/gallery/*': pub,
  'GET /api/account/documents': customer,
  'PUT /api/account/photo': customer,
  'GET /api/account/photo': customer,
  'GET /api/account/profile': customer,
  'PUT /api/account/profile': customer,
  'POST /api/account/change-password': customer,
  'GET /api/account/email-preferences': customer,
  'PUT /api/account/email-preferences': customer,
  'GET /api/favourites': customer,
  'GET /api/favourites/ids': customer,
  'POST /api/offers/check': customer,
  'GET /api/offers/referral': customer,
  'POST /api/bookings': customer,
  'GET /api/bookings': customer,
  'GET /api/bookings/counts': customer,
  'GET /api/transactions': customer,
  'PUT /api/account/documents/:kind': { access: 'customer', owned: 'none' },
  'PUT /api/favourites/:carId': { access: 'customer', owned: 'none' },
  'DELETE /api/favourites/:carId': { access: 'customer', owned: 'none' },
  'GET /api/account/documents/:id/file': { access: 'customer', owned: 'document' },
  'GET /api/account/tax-documents': customer,
  'GET /api/account/tax-documents/:id/pdf': own('taxDocument'),
  'GET /api/account/refunds': customer,
  'PUT /api/account/refunds/:id/destination': own('refund', {
    payload: { kind: 'upi', upiId: 'alice@okaxis' },
  }),
  'GET /api/account/gst-details': customer,
  'GET /api/account/gst-details/checkout': { ...customer, query: 'carId=1' },
  'PUT /api/account/gst-details': {
    ...customer,
    payload: {
      gstin: '27AAPFU0939F1ZV',
      businessName: 'Pune Traders',
      address: {
        street: '4th floor, Baner Road',
        city: 'Pune',
        stateCode: '27',
        pincode: '411045',
      },
    },
  },
  'GET /api/account/billing-address': customer,
  'PUT /api/account/billing-address': {
    ...customer,
    payload: {
      address: { street: 'Qr 12B, Sector 6', city: 'Bhilai', stateCode: '22', pincode: '490006' },
    },
  },
  'GET /api/bookings/:id': booking,
  'GET /api/bookings/:id/cancellation-quote': booking,
  'GET /api/bookings/:id/extension-quote': {
    ...booking,
    query: new URLSearchParams(extendTo).toString(),
  },
  'POST /api/bookings/:id/extensions': {
    ...booking,
    payload: { ratePackageId: 1, ...extendTo, acceptTerms: true },
    headers: { 'idempotency-key': '6f1c2b9e-4f1a-4c3e-9b2d-7a6e5d4c3b2a' },
  },
  'POST /api/bookings/:id/cancel': booking,
  'GET /api/bookings/:id/manual-payment': booking,
  'POST /api/bookings/:id/manual-payment': { ...booking, payload: { utr: '123456789012' } },
  'POST /api/bookings/:id/pay': booking,
  'GET /api/bookings/:id/balance': booking,
  'GET /api/bookings/:id/trip-charges': booking,
  'GET /api/bookings/:id/trip-charges/:chargeId/evidence/:fileId': own('tripChargeFile'),
  'GET /api/bookings/:id/trip-charges/:chargeId/dispute/file': own('tripChargeFile'),
  'POST /api/bookings/:id/trip-charges/:chargeId/dispute': own('tripChargeFile'),
  'POST /api/bookings/:id/pay-balance': booking,
  'GET /api/payments/test/:orderId': { access: 'customer', owned: 'order' },
  'POST /api/payments/test/:orderId/complete': {
    access: 'customer',
    owned: 'order',
    payload: { outcome: 'failure' },
  },
  'GET /api/staff/manual-payments': staff,
  'POST /api/staff/manual-payments/:id/confirm': staff,
  'POST /api/staff/manual-payments/:id/reject': staff,
  'GET /api/staff/refunds': staff,
  'POST /api/staff/refunds/:id/paid': staff,
  // Added with the console, languages and the driving school.
  'PUT /api/account/language': customer,
  'POST /api/staff/invite/accept': pub,
  // 404 to the owner too until the car is returned; console-bookings/handover.test.ts proves who sees a bill.
  'GET /api/account/bookings/:id/final-bill': notOwned,
  // 404 to the owner too until the car is handed over; handover-sheet.test.ts proves who sees it.
  'GET /api/account/bookings/:id/handover-sheet': notOwned,
  'GET /media/courses/*': pub,
  'GET /api/learning/categories': pub,
  'GET /api/learning/categories/:category/courses': pub,
  'GET /api/learning/courses/:slug': pub,
  'GET /api/learning/cart': pub,
  'GET /api/learning/gifts/:token': pub,
  'POST /api/learning/courses/:slug/enrol': notOwned,
  'GET /api/learning/courses/:slug/lessons/:lessonId': own('enrolledCourse'),
  'POST /api/learning/courses/:slug/attempts': own('enrolledQb'),
  'PUT /api/learning/courses/:slug/lessons/:lessonId/done': own('enrolledCourse', {
    payload: { done: true },
  }),
  'POST /api/learning/courses/:slug/certificate': own('enrolledCourse'),
  'GET /api/learning/courses/:slug/certificate.pdf': own('enrolledCourse'),
  // The code is printed on the certificate; the answer holds name, course and date only.
  'GET /api/learning/certificates/:code': pub,
  // Lists the session's own attempts of a public course.
  'GET /api/learning/courses/:slug/attempts': notOwned,
  'POST /api/learning/attempts/:attemptId': own('attempt', { payload: { answers: {} } }),
  'POST /api/learning/courses/:slug/reviews': own('enrolledCourse', {
    payload: { rating: 4, comment: '' },
  }),
  'GET /api/learning/my-courses': customer,
  // The token is the secret of the gift mail; gift.service's tests prove it is claimed once.
  'POST /api/learning/gifts/:token/claim': notOwned,
  'GET /api/learning/favourites': customer,
  'PUT /api/learning/favourites/:courseId': notOwned,
  'DELETE /api/learning/favourites/:courseId': notOwned,
  'GET /api/learning/referral': customer,
  'GET /api/learning/instructor': customer,
  'PUT /api/learning/instructor': customer,
  'GET /api/learning/instructor/courses': customer,
  'GET /api/learning/instructor/courses/:id': own('instructorCourse'),
  'POST /api/learning/instructor/courses': customer,
  'PUT /api/learning/instructor/courses/:id': own('instructorCourse', { payload: COURSE_DRAFT }),
  'GET /api/learning/my-blogs': customer,
  'GET /api/learning/my-blogs/:id': own('myBlog'),
  'POST /api/learning/my-blogs': customer,
  'PUT /api/learning/my-blogs/:id': own('myBlog', { payload: BLOG_DRAFT }),
  'POST /api/learning/blog-images': customer,
  'POST /api/learning/orders': customer,
  'GET /api/learning/orders': customer,
  'POST /api/learning/gifts': customer,
  'POST /api/learning/orders/:id/refund': own('courseOrder'),
  'GET /api/learning/payments/test/:orderId': own('courseGatewayOrder'),
  'POST /api/learning/payments/test/:orderId/complete': own('courseGatewayOrder', {
    payload: { outcome: 'failure' },
  }),
  // Practical lessons, the learner's side (decision 0047).
  'GET /api/account/learner-licence': customer,
  'PUT /api/account/learner-licence': customer,
  'POST /api/lessons/purchases': customer,
  'GET /api/lessons/purchases': customer,
  'GET /api/lessons/test-purchases/:orderId': own('lessonGatewayOrder'),
  'POST /api/lessons/test-purchases/:orderId/complete': own('lessonGatewayOrder', {
    payload: { outcome: 'failure' },
  }),
  'GET /api/lessons/mine': customer,
  'POST /api/lessons/mine': customer,
  'POST /api/lessons/mine/:id/reschedule': own('lesson', {
    payload: { startsAt: `${addDays(istDate(new Date()), 10)}T05:30:00.000Z` },
  }),
  'POST /api/lessons/mine/:id/cancel': own('lesson'),
  // The learner's progress and the instructor's day (decision 0048): another customer is no
  // instructor of alice's lesson, nor taught her package.
  'GET /api/lessons/purchases/:id/progress': own('lessonPurchase'),
  'GET /api/lessons/purchases/:id/certificate.pdf': own('lessonPurchase'),
  'GET /api/instructor/lessons': customer,
  'POST /api/instructor/lessons/:id/attendance': own('lesson', {
    payload: { status: 'completed' },
  }),
  'PUT /api/instructor/lessons/:id/skills': own('lesson', { payload: { skills: [] } }),
  'POST /api/instructor/purchases/:id/ready': own('lessonPurchase', { payload: { ready: true } }),
};
