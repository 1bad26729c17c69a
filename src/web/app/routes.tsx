import type { RouteObject } from 'react-router';
import { RootLayout } from './layout/root-layout';
import { RouteError } from './layout/route-error';
import {
  AccountCatalogueGate,
  LearningCatalogueGate,
  ConsoleCatalogueGate,
  documentLanguage,
} from './layout/account-catalogue-gate';
import {
  loadAccountCatalogue,
  loadConsoleCatalogue,
  loadLearningCatalogue,
} from '../lib/load-catalogue';
import { consoleRoutes } from '../features/console/console-routes';

const blogList: RouteObject['lazy'] = () =>
  import('../features/blog/pages/blog-list-page').then((m) => ({ Component: m.BlogListPage }));
const blogDetail: RouteObject['lazy'] = () =>
  import('../features/blog/pages/blog-detail-page').then((m) => ({ Component: m.BlogDetailPage }));

/** Blog (paths match case-insensitively, so /Blogs works too), gallery, FAQ, policies, contact. */
const contentRoutes: RouteObject[] = [
  { path: 'blogs', lazy: blogList },
  { path: 'blogs/:catId', lazy: blogList },
  { path: 'blog/:blogId', lazy: blogDetail },
  { path: 'blog/:blogId/:slug', lazy: blogDetail },
  {
    path: 'gallery',
    lazy: () =>
      import('../features/gallery/pages/gallery-page').then((m) => ({ Component: m.GalleryPage })),
  },
  {
    path: 'faq',
    lazy: () => import('../features/faq/pages/faq-page').then((m) => ({ Component: m.FaqPage })),
  },
  {
    path: 'information/:name',
    lazy: () => import('../features/info/pages/info-page').then((m) => ({ Component: m.InfoPage })),
  },
  {
    path: 'about-us',
    lazy: () =>
      import('../features/about/pages/about-page').then((m) => ({ Component: m.AboutPage })),
  },
  {
    path: 'contact-us',
    lazy: () =>
      import('../features/contact/pages/contact-page').then((m) => ({ Component: m.ContactPage })),
  },
];

const accountPage: RouteObject['lazy'] = () =>
  import('../features/account/pages/account-page').then((m) => ({ Component: m.AccountPage }));

/** Login, registration, reset (features/auth) and the protected account area (features/account). */
const accountRoutes: RouteObject[] = [
  {
    // Ranks above user/page/:pageName (a static segment wins).
    path: 'user/page/MyFavourite',
    lazy: () =>
      import('../features/favourites/pages/my-favourites-page').then((m) => ({
        Component: m.MyFavouritesPage,
      })),
  },
  {
    path: 'user/login',
    lazy: () =>
      import('../features/auth/pages/login-page').then((m) => ({ Component: m.LoginPage })),
  },
  {
    path: 'user/register',
    lazy: () =>
      import('../features/auth/pages/register-page').then((m) => ({ Component: m.RegisterPage })),
  },
  {
    path: 'user/register/:regToken',
    lazy: () =>
      import('../features/auth/pages/verify-email-page').then((m) => ({
        Component: m.VerifyEmailPage,
      })),
  },
  {
    path: 'user/change-password/:token',
    lazy: () =>
      import('../features/auth/pages/reset-password-page').then((m) => ({
        Component: m.ResetPasswordPage,
      })),
  },
  {
    path: 'user/bookmyride',
    lazy: () =>
      import('../features/checkout/pages/checkout-page').then((m) => ({
        Component: m.CheckoutPage,
      })),
  },
  {
    path: 'thankyou',
    lazy: () =>
      import('../features/checkout/pages/thank-you-page').then((m) => ({
        Component: m.ThankYouPage,
      })),
  },
  {
    path: 'make-payment',
    lazy: () =>
      import('../features/payment/pages/make-payment-page').then((m) => ({
        Component: m.MakePaymentPage,
      })),
  },
  {
    path: 'user/pay-balance',
    lazy: () =>
      import('../features/payment/pages/pay-balance-page').then((m) => ({
        Component: m.PayBalancePage,
      })),
  },
  {
    path: 'pay/test/:orderId',
    lazy: () =>
      import('../features/payment/pages/test-gateway-page').then((m) => ({
        Component: m.TestGatewayPage,
      })),
  },
  { path: 'user/dashboard', lazy: accountPage },
  { path: 'user/page', lazy: accountPage },
  { path: 'user/page/:pageName', lazy: accountPage },
  {
    path: 'dev/mailbox',
    lazy: () =>
      import('../features/auth/pages/dev-mailbox-page').then((m) => ({
        Component: m.DevMailboxPage,
      })),
  },
];

const learning =
  (load: () => Promise<RouteObject['Component']>): RouteObject['lazy'] =>
  () =>
    load().then((Component) => ({ Component }));

/** The driving school; its API answers 404 when LEARNING_ENABLED is off. */
const learningRoutes: RouteObject[] = [
  {
    path: 'courses/:catId',
    lazy: learning(() =>
      import('../features/learning/pages/course-list-page').then((m) => m.CourseListPage),
    ),
  },
  {
    path: 'course/:slug',
    lazy: learning(() =>
      import('../features/learning/pages/course-detail-page').then((m) => m.CourseDetailPage),
    ),
  },
  {
    path: 'courseStudent/:slug',
    lazy: learning(() =>
      import('../features/learning/pages/course-student-page').then((m) => m.CourseStudentPage),
    ),
  },
  ...['certificate', 'certificate/:code'].map((path): RouteObject => ({
    path,
    lazy: learning(() =>
      import('../features/learning/pages/certificate-page').then((m) => m.CertificatePage),
    ),
  })),
  {
    path: 'courseQBStudent/:slug',
    lazy: learning(() =>
      import('../features/learning/pages/course-qb-student-page').then(
        (m) => m.CourseQbStudentPage,
      ),
    ),
  },
  ...['checkout/cart', 'user/checkout/cart'].map((path): RouteObject => ({
    path,
    lazy: learning(() => import('../features/learning/pages/cart-page').then((m) => m.CartPage)),
  })),
  {
    path: 'checkout/giftCourse',
    lazy: learning(() =>
      import('../features/learning/pages/gift-course-page').then((m) => m.GiftCoursePage),
    ),
  },
  {
    path: 'checkout/pay/test/:orderId',
    lazy: learning(() =>
      import('../features/learning/pages/course-test-gateway-page').then(
        (m) => m.CourseTestGatewayPage,
      ),
    ),
  },
  {
    path: 'gift/:token',
    lazy: learning(() =>
      import('../features/learning/pages/gift-claim-page').then((m) => m.GiftClaimPage),
    ),
  },
  {
    path: 'instructor-login',
    lazy: learning(() =>
      import('../features/learning/pages/instructor-login-page').then((m) => m.InstructorLoginPage),
    ),
  },
  {
    path: 'instructor-register',
    lazy: learning(() =>
      import('../features/learning/pages/instructor-register-page').then(
        (m) => m.InstructorRegisterPage,
      ),
    ),
  },
  {
    path: 'instructor/courses',
    lazy: learning(() =>
      import('../features/learning/pages/instructor-courses-page').then(
        (m) => m.InstructorCoursesPage,
      ),
    ),
  },
  {
    // The practical instructor's day (issue 34 item 4, decision 0048).
    path: 'instructor/lessons',
    lazy: learning(() =>
      import('../features/instructor-lessons/pages/instructor-lessons-page').then(
        (m) => m.InstructorLessonsPage,
      ),
    ),
  },
  {
    path: 'create-course',
    lazy: learning(() =>
      import('../features/learning/pages/create-course-page').then((m) => m.CreateCoursePage),
    ),
  },
  {
    // Ranks above user/page/:pageName (a static segment wins).
    path: 'user/page/myblog',
    lazy: learning(() =>
      import('../features/learning/pages/my-blogs-page').then((m) => m.MyBlogsPage),
    ),
  },
  {
    path: 'create-blog',
    lazy: learning(() =>
      import('../features/learning/pages/create-blog-page').then((m) => m.CreateBlogPage),
    ),
  },
  // Practical driving lessons, the learner's side (issue 34, decision 0047).
  {
    path: 'lessons',
    lazy: learning(() =>
      import('../features/lessons/pages/lessons-page').then((m) => m.LessonsPage),
    ),
  },
  {
    path: 'lessons/mine',
    lazy: learning(() =>
      import('../features/lessons/pages/my-lessons-page').then((m) => m.MyLessonsPage),
    ),
  },
  {
    path: 'lessons/pay/test/:orderId',
    lazy: learning(() =>
      import('../features/lessons/pages/lesson-test-gateway-page').then(
        (m) => m.LessonTestGatewayPage,
      ),
    ),
  },
  {
    // Ranks above user/page/:pageName (a static segment wins).
    path: 'user/page/mycourses',
    lazy: learning(() =>
      import('../features/learning/pages/my-courses-page').then((m) => m.MyCoursesPage),
    ),
  },
];

const notFound: RouteObject['lazy'] = () =>
  import('../features/errors/pages/not-found-page').then((m) => ({ Component: m.NotFoundPage }));

/**
 * Every page is loaded lazily, in its own chunk. Paths that later issues build (about-us,
 * search-cars, car-details, user/...) are deliberately absent and fall to the 404 page.
 */
export const routes: RouteObject[] = [
  // The operator console (/staff/*) has its own layout, so it sits beside the site's.
  {
    // Pathless: the console's words load beside its code.
    lazy: () =>
      loadConsoleCatalogue(documentLanguage()).then(() => ({ Component: ConsoleCatalogueGate })),
    children: consoleRoutes.map((r) => ({ ...r, path: `/${r.path}`, ErrorBoundary: RouteError })),
  },
  {
    path: '/',
    Component: RootLayout,
    ErrorBoundary: RouteError,
    children: [
      {
        // Pathless: page errors render inside the header and footer.
        ErrorBoundary: RouteError,
        children: [
          {
            index: true,
            lazy: () =>
              import('../features/home/pages/home-page').then((m) => ({ Component: m.HomePage })),
          },
          {
            path: 'cars',
            lazy: () =>
              import('../features/cars/pages/cars-page').then((m) => ({ Component: m.CarsPage })),
          },
          {
            path: 'search-cars',
            lazy: () =>
              import('../features/search/pages/search-cars-page').then((m) => ({
                Component: m.SearchCarsPage,
              })),
          },
          ...[
            'car-details',
            'car-details/:brandName/:modelName',
            'car-details/:carId/:brandName/:modelName',
          ].map((path): RouteObject => ({
            path,
            lazy: () =>
              import('../features/car-detail/pages/car-detail-page').then((m) => ({
                Component: m.CarDetailPage,
              })),
          })),
          ...contentRoutes,
          {
            // Pathless: the signed-in pages' words load beside their code.
            lazy: () =>
              loadAccountCatalogue(documentLanguage()).then(() => ({
                Component: AccountCatalogueGate,
              })),
            children: accountRoutes,
          },
          {
            // Pathless: the driving school's words load beside its code.
            lazy: () =>
              loadLearningCatalogue(documentLanguage()).then(() => ({
                Component: LearningCatalogueGate,
              })),
            children: learningRoutes,
          },
          { path: 'error', lazy: notFound },
          { path: '*', lazy: notFound },
        ],
      },
    ],
  },
];
