import { test, expect } from './console-guard';
import { seriousViolations } from './support/axe';
import { logInAsDemo } from './support/demo-customer';
import { CART_COOKIE } from '../src/shared/learning-cart-cookie';

const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const BANK = 'learners-mock-test-road-signs';
const PAID = 'driving-licence-test-masterclass';

/*
 * The school's journeys (buying, gifting, reviewing, writing and reviewing courses and blogs)
 * are proved by Testing Library and app.inject tests (issue 30), a learner's in a real browser
 * by school-hindi-phone.spec.ts. What stays is axe on the school's own pages,
 * which only a browser can judge: it measures colour contrast and names on the laid-out page.
 */
test('axe finds no serious problems on a mock test, the course cart and the course and blog forms', async ({
  page,
}) => {
  await logInAsDemo(page);
  await page.goto(`/course/${BANK}`);
  await expect(
    page.getByRole('heading', { level: 1, name: "Learner's Licence Mock Test: Road Signs" }),
  ).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // A mock test running, one question answered.
  expect((await page.request.post(`/api/learning/courses/${BANK}/enrol`)).ok()).toBe(true);
  await page.goto(`/courseQBStudent/${BANK}`);
  await page.getByRole('button', { name: 'Start Mock Test' }).click();
  await page.getByRole('group', { name: /^1\. / }).getByRole('radio').first().check();
  expect(await seriousViolations(page)).toEqual([]);

  // The cart with a discounted course in it.
  const { id } = await (await page.request.get(`/api/learning/courses/${PAID}`)).json();
  await page.context().addCookies([
    {
      name: CART_COOKIE,
      value: encodeURIComponent(JSON.stringify([{ targetID: id, targetType: 'MainCourse' }])),
      url: new URL('/', page.url()).href,
    },
  ]);
  await page.goto('/user/checkout/cart');
  await expect(page.getByText('Discounted Amount')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto('/create-course');
  await expect(page.getByRole('textbox', { name: 'Lesson 1 text (English)' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // A blog form with its cover uploaded and a described picture in the text.
  await page.goto('/create-blog?new=1');
  await page
    .getByLabel('Cover image')
    .setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: PNG_1PX });
  await expect(page.getByRole('img', { name: 'Cover preview' })).toBeVisible();
  const text = page.getByRole('textbox', { name: 'Your blog' });
  await text.fill('The hill start was the hardest part.');
  await page.getByRole('button', { name: 'Insert picture' }).click();
  await page
    .getByLabel('Picture file')
    .setInputFiles({ name: 'hill.png', mimeType: 'image/png', buffer: PNG_1PX });
  await page.getByLabel('Describe the picture (alt text)').fill('The hill start on the test track');
  await expect(
    page.getByRole('listitem').filter({ hasText: 'hill.png' }).getByText('Uploaded and accepted.'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Insert', exact: true }).click();
  await expect(text.getByRole('img', { name: 'The hill start on the test track' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
