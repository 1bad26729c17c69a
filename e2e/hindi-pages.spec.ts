import type { Locator, Page } from '@playwright/test';
import type { StaffRole } from '../src/shared/console';
import { CONSOLE_PAGES } from '../src/shared/console-pages';
import { test, expect } from './console-guard';
import { carDetailPath } from '../src/web/lib/paths';
import { t } from './support/catalogue';
import { bookListedCar } from './support/book-through-api';
import { istDate, logInAsDemo } from './support/demo-customer';
import { englishLeftovers, LATIN_WORD, recordMissingKeys } from './support/hindi-leftovers';
import { newLearner, putInCart, SCHOOL } from './support/hindi-learner';
import { watchPageReads } from './support/page-reads';
import { useSessionOf } from './support/signed-in';

/**
 * Issue 30: every customer and learner page, read in Hindi, shows no English but names
 * (e2e/support/hindi-allow-list.ts), no catalogue key and asks i18next for no missing key. The
 * journeys themselves run in English; this proves the translation, page by page. One browser
 * context per person, every page read as it stands once its content has come.
 */
test.use({ language: 'hi' });

const tr = (key: string, values?: Record<string, string | number>) => t('hi', key, values);

interface HindiPage {
  /** The address, and the page's name in a failure. */
  path: string;
  /** Gets there, when it is not just going to `path` (a dialog, a step of a form). */
  open?: (page: Page) => Promise<unknown>;
  /** What shows that the page's own content (not just its frame) has arrived. */
  shows?: (page: Page) => Locator;
}

const shows =
  (key: string, values?: Record<string, string | number>) =>
  (page: Page): Locator =>
    page.getByText(tr(key, values)).first();

/** Waits for the page's content, then lists the English on it. */
async function readInHindi(page: Page, pages: HindiPage[], names: ReadonlySet<string>) {
  const found: string[] = [];
  for (const entry of pages) {
    await (entry.open ? entry.open(page) : page.goto(entry.path));
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
    await expect(page.locator('main h1, main h2').first()).toBeVisible();
    // A page whose awaited text is itself left in English still gets read, so the failure
    // names what is on it rather than only the text that never came.
    await expect(entry.shows?.(page) ?? page.locator('main'))
      .toBeVisible()
      .catch(() => found.push(`${entry.path}: its content did not show`));
    await expect(page.locator('main [role="status"] .animate-spin')).toHaveCount(0);
    found.push(...(await englishLeftovers(page, names)).map((text) => `${entry.path}: ${text}`));
  }
  return found;
}

/**
 * The demo data's own proper names: the cars' makes, models and variants as the car list names
 * them, and the signed-in person's name.
 */
async function namesOf(page: Page): Promise<Set<string>> {
  const [{ cars }, session] = await Promise.all(
    ['/api/cars', '/api/auth/session'].map(async (path) => (await page.request.get(path)).json()),
  );
  const names: string[] = [
    ...cars.flatMap((c: { brandName: string; modelName: string; title: string }) => [
      c.brandName,
      c.modelName,
      c.title,
    ]),
    session.user?.name ?? '',
  ];
  return new Set(names.flatMap((name) => name.split(/[\s,]+/)));
}

test('a visitor reads every public page in Hindi', async ({ page, baseURL }) => {
  await recordMissingKeys(page);
  const names = await namesOf(page);
  const { cars } = await (await page.request.get('/api/cars')).json();
  const car = cars[0];
  const { blogs } = await (await page.request.get('/api/blogs')).json();
  const course = await (await page.request.get(`/api/learning/courses/${SCHOOL.inCart}`)).json();
  const pages: HindiPage[] = [
    { path: '/' },
    { path: '/cars', shows: () => page.locator('main a[href^="/car-details/"]').first() },
    { path: '/cars?cityid=0' },
    {
      path: '/cars (a search)',
      open: () =>
        page.goto(
          `/cars?branch=${car.branchId}&pickupDate=${istDate(30)}&pickupTime=10:00` +
            `&dropDate=${istDate(31)}&dropTime=10:00`,
        ),
    },
    { path: '/search-cars' },
    { path: carDetailPath(car) },
    { path: '/blogs' },
    { path: `/blogs/${blogs[0].categoryId}` },
    { path: `/blog/${blogs[0].id}/${blogs[0].slug}` },
    { path: '/gallery' },
    { path: '/faq' },
    { path: '/about-us' },
    { path: '/contact-us' },
    { path: '/information/termandconditions' },
    { path: '/information/privacy' },
    { path: '/information/RefundAndCancellation' },
    { path: '/user/login' },
    {
      path: '/user/login (forgot password)',
      open: () => page.getByRole('button', { name: tr('auth.login.forgot') }).click(),
      shows: shows('auth.login.forgotTitle'),
    },
    {
      path: '/user/login (OTP)',
      open: async () => {
        await page.goto('/user/login');
        await page.getByRole('button', { name: tr('auth.login.withOtp') }).click();
      },
      shows: () => page.getByLabel(tr('auth.mobile')),
    },
    { path: '/user/register' },
    { path: '/user/change-password/not-a-token' },
    { path: '/user/register/not-a-token' },
    { path: '/courses/exam' },
    { path: '/courses/skill' },
    { path: '/courses/qb' },
    { path: `/course/${SCHOOL.inCart}`, shows: shows('learning.detail.instructor') },
    {
      path: `/course/${SCHOOL.bank}`,
      // In the page itself: the header's More menu has a "मॉक टेस्ट" link too, hidden.
      shows: () => page.getByRole('main').getByText(tr('learning.detail.mockTest')).first(),
    },
    {
      path: '/checkout/cart',
      open: async () => {
        await putInCart(page, baseURL!, [course.id]);
        await page.goto('/checkout/cart');
      },
      shows: shows('learning.cart.login'),
    },
    { path: '/certificate' },
    { path: '/instructor-login' },
    { path: '/instructor-register' },
    { path: '/no-such-page' },
  ];
  expect(await readInHindi(page, pages, names), 'English left on public pages').toEqual([]);
});

test('the demo customer reads every account page in Hindi', async ({ page }) => {
  await recordMissingKeys(page);
  await logInAsDemo(page);
  const names = await namesOf(page);
  const { cars } = await (await page.request.get('/api/cars')).json();
  // Bookings of its own, far enough ahead that no journey's car is taken: one to pay, one paid.
  const booking = await bookListedCar(page, 13, 90);
  const paid = await bookListedCar(page, 14, 90);
  const pay = async (id: number) => (await page.request.post(`/api/bookings/${id}/pay`)).json();
  const payment = await pay(booking.id);
  const { orderId } = await pay(paid.id);
  const completed = await page.request.post(`/api/payments/test/${orderId}/complete`, {
    data: { outcome: 'success' },
  });
  expect(completed.ok()).toBe(true);
  await page.request.put(`/api/favourites/${cars[13].id}`);
  const detail = await (await page.request.get(`/api/cars/${cars[13].id}`)).json();
  const bookingItem = (id: number) =>
    page
      .getByRole('listitem')
      .filter({ has: page.getByText(tr('account.booking.id', { id }), { exact: true }) });
  const pages: HindiPage[] = [
    { path: '/user/dashboard', shows: () => bookingItem(paid.id) },
    {
      path: '/user/dashboard (cancel)',
      open: () =>
        bookingItem(booking.id)
          .getByRole('button', { name: tr('account.booking.cancel') })
          .click(),
      shows: () => page.getByRole('alertdialog'),
    },
    {
      path: '/user/dashboard (extend)',
      open: async () => {
        await page.getByRole('button', { name: tr('account.cancel.no') }).click();
        await bookingItem(paid.id)
          .getByRole('button', { name: tr('account.booking.extend') })
          .click();
      },
      shows: () => page.getByRole('dialog'),
    },
    { path: '/user/page/profilesetting' },
    { path: '/user/page/updateprofilesetting' },
    { path: '/user/page/changePassword' },
    { path: '/user/page/MyDocument' },
    { path: '/user/page/inviteFriends' },
    { path: '/user/page/EmailNotificationSetting' },
    { path: '/user/page/NotificationSetting' },
    { path: '/user/page/MyTransaction' },
    { path: '/user/page/MyFavourite' },
    { path: '/user/page/myblog' },
    { path: '/create-blog' },
    {
      path: '/user/bookmyride',
      open: async () => {
        await page.evaluate(
          (target) => localStorage.setItem('checkoutTarget', JSON.stringify(target)),
          {
            carId: cars[13].id,
            packageId: detail.packages[0].id,
            branch: String(cars[13].branchId),
            pickupDate: istDate(95),
            pickupTime: '10:00',
            dropDate: istDate(96),
            dropTime: '10:00',
          },
        );
        await page.goto('/user/bookmyride');
      },
    },
    { path: `/make-payment?booking=${booking.id}` },
    { path: `/pay/test/${payment.orderId}` },
    { path: `/user/pay-balance?booking=${booking.id}` },
    { path: '/thankyou?status=success' },
  ];
  expect(await readInHindi(page, pages, names), 'English left on account pages').toEqual([]);
});

test('a learner reads every driving-school page in Hindi', async ({ page, baseURL }) => {
  await recordMissingKeys(page);
  const learner = await newLearner(page, baseURL!);
  const names = await namesOf(page);
  const pages: HindiPage[] = [
    { path: '/courses/exam' },
    { path: `/course/${SCHOOL.finished}`, shows: shows('learning.detail.instructor') },
    { path: `/course/${SCHOOL.inCart}`, shows: shows('learning.enrol.goToCart') },
    {
      path: '/checkout/giftCourse',
      open: async () => {
        await page.goto(`/course/${SCHOOL.gifted}`);
        await page.getByRole('button', { name: tr('learning.enrol.gift') }).click();
        await expect(page).toHaveURL(/\/checkout\/giftCourse$/);
      },
    },
    { path: `/courseStudent/${SCHOOL.finished}`, shows: () => page.getByRole('article') },
    { path: `/courseStudent/${SCHOOL.bought}`, shows: () => page.getByRole('article') },
    { path: `/courseQBStudent/${SCHOOL.bank}`, shows: shows('learning.test.attempts') },
    {
      path: `/courseQBStudent/${SCHOOL.bank} (test)`,
      open: () => page.getByRole('button', { name: tr('learning.test.start') }).click(),
      shows: () => page.getByRole('group', { name: /^1\. / }),
    },
    {
      path: `/courseQBStudent/${SCHOOL.bank} (submit)`,
      open: () => page.getByRole('button', { name: tr('learning.test.submit') }).click(),
      shows: () => page.getByRole('alertdialog'),
    },
    {
      path: `/courseQBStudent/${SCHOOL.bank} (review)`,
      open: () => page.getByRole('button', { name: tr('learning.test.confirmSubmit') }).click(),
      shows: shows('learning.test.notYet'),
    },
    { path: '/user/checkout/cart', shows: shows('learning.cart.proceed') },
    { path: `/checkout/pay/test/${learner.waitingOrder}` },
    { path: '/user/page/mycourses', shows: shows('learning.orders.refund') },
    { path: `/certificate/${learner.certificate}` },
    { path: learner.giftPath },
    { path: '/instructor-register' },
  ];
  expect(await readInHindi(page, pages, names), 'English left on school pages').toEqual([]);
});

test('an instructor reads their own pages in Hindi', async ({ page }) => {
  await recordMissingKeys(page);
  const res = await page.request.post('/api/auth/login', {
    data: { email: 'meena.verma@instructors.selfdrive.test', password: 'Instructor@123' },
  });
  expect(res.status()).toBe(200);
  const { courses } = await (await page.request.get('/api/learning/instructor/courses')).json();
  const pages: HindiPage[] = [
    { path: '/instructor/courses', shows: () => page.locator('main table') },
    // Meena teaches practice at Raipur: her day's lesson list (or its empty day) and picker.
    {
      path: '/instructor/lessons',
      shows: () => page.getByLabel(tr('instructorLessons.day'), { exact: true }),
    },
    {
      path: '/instructor-register',
      shows: () => page.getByLabel(tr('learning.instructor.nameHi')),
    },
    { path: '/create-course' },
    {
      path: `/create-course?id=${courses[0].id}`,
      shows: () => page.getByLabel(tr('school.editor.titleHi'), { exact: true }),
    },
  ];
  const names = await namesOf(page);
  expect(await readInHindi(page, pages, names), 'English left on instructor pages').toEqual([]);
});

/**
 * What the console's own reads brought: names, addresses, car numbers, notes, post titles. The
 * console shows the business's records as they were stored (mostly in English letters); only its
 * own words must be Hindi. The server's messages are not data: they are checked.
 */
function watchStoredWords(page: Page) {
  const words = new Set<string>();
  const pending: Promise<unknown>[] = [];
  const collect = (value: unknown, key = ''): void => {
    if (typeof value === 'string') {
      if (key === 'message') return;
      // Read as the check reads words ("e-mail", "seater" of "7-seater"), and whole.
      for (const [word] of value.matchAll(LATIN_WORD)) words.add(word);
      for (const word of value.split(/[^\p{L}\p{N}'’.-]+/u)) words.add(word);
    } else if (Array.isArray(value)) value.forEach((item) => collect(item, key));
    else if (value && typeof value === 'object') {
      for (const [k, v] of Object.entries(value)) collect(v, k);
    }
  };
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (!url.pathname.startsWith('/api/')) return;
    if (!response.headers()['content-type']?.startsWith('application/json')) return;
    pending.push(response.json().then(collect, () => undefined));
  });
  /** The words, once every read that has answered is taken in. */
  return async () => {
    await Promise.all(pending);
    return words;
  };
}

/** The console's menu pages for a role, and their records' pages. */
const consolePaths = (role: StaffRole) =>
  Object.entries(CONSOLE_PAGES)
    .filter(
      ([path, page]) => !path.includes(':') && (page.roles as readonly StaffRole[]).includes(role),
    )
    .map(([path]) => path);

/** The page of the first record a console list read answers (a car). */
async function firstRecord(page: Page, read: string, pagePath: string): Promise<string> {
  const body = (await (await page.request.get(read)).json()) as Record<string, unknown>;
  const list = Object.values(body).find(Array.isArray) as { id: number }[] | undefined;
  expect(list?.[0], `a record in ${read}`).toBeDefined();
  return `${pagePath}/${list![0]!.id}`;
}

for (const [who, label] of [
  ['admin', 'an admin'],
  ['staff', 'a counter clerk'],
] as const) {
  test(`${label} reads every console page in Hindi`, async ({ page }) => {
    // Every menu page in turn (an admin's are 17 and grow with the console): the default 60 s
    // is for one journey's steps, not for a whole menu read page by page.
    test.setTimeout(180_000);
    await recordMissingKeys(page);
    await useSessionOf(page.context(), who);
    const storedWords = watchStoredWords(page);
    const reads = watchPageReads(page);
    const pages = [
      ...consolePaths(who),
      ...(who === 'admin' ? [await firstRecord(page, '/api/console/cars', '/staff/fleet')] : []),
    ];
    const found: string[] = [];
    for (const path of pages) {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await reads.settled();
      await expect(page.locator('main [role="status"] .animate-spin')).toHaveCount(0);
      const stored = await storedWords();
      found.push(...(await englishLeftovers(page, stored)).map((text) => `${path}: ${text}`));
    }
    expect(found, `English left on the console for ${label}`).toEqual([]);
  });
}
