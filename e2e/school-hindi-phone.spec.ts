import fs from 'node:fs/promises';
import { test, expect } from './console-guard';
import { signUpWithOtp } from './support/otp-signup';

/**
 * Issue 23's "done when": a learner on a phone, reading the site in Hindi, takes a Hindi mock
 * test, practises its wrong answers, completes a paid course with its progress shown, downloads
 * the certificate, and the public check page confirms it.
 */
test.use({ language: 'hi' });

const DEVANAGARI = /[\u0900-\u097F]/;
const COURSE = 'defensive-driving-city-traffic';

test('a Hindi learner on a phone: mock test, practice, a paid course to its certificate @phone', async ({
  page,
  tr,
  trPattern,
}) => {
  const n = String(Date.now()).slice(-7);
  const name = 'आशा साहू';
  await signUpWithOtp(page, { mobile: `982${n}`, name, email: `asha.${n}@example.test` });

  // A mock test in Hindi: the questions are drawn fresh and written in Hindi.
  await page.goto('/course/learners-mock-test-road-signs');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  await page.getByRole('button', { name: tr('learning.enrol.free') }).click();
  await expect(page).toHaveURL(/\/courseQBStudent\/learners-mock-test-road-signs$/);
  await page.getByRole('button', { name: tr('learning.test.start') }).click();
  const first = page.getByRole('group', { name: /^1\. / });
  await expect(first.locator('legend')).toHaveAttribute('lang', 'hi-IN');
  await expect(first.locator('legend')).toHaveText(DEVANAGARI);
  await first.getByRole('radio').first().check();
  await page.getByRole('button', { name: tr('learning.test.submit') }).click();
  await page.getByRole('button', { name: tr('learning.test.confirmSubmit') }).click();
  await expect(
    page.getByRole('heading', { name: trPattern('learning.test.scored') }),
  ).toBeVisible();
  await expect(page.getByText(tr('learning.test.notYet'))).toBeVisible();

  // Its wrong (and blank) answers come back as a practice round, still in Hindi.
  await page.getByRole('button', { name: trPattern('school.practise') }).click();
  await expect(page.getByRole('heading', { name: tr('school.practiceHeading') })).toBeVisible();
  const practised = page.getByRole('group', { name: /^1\. / });
  await expect(practised.locator('legend')).toHaveText(DEVANAGARI);
  await practised.getByRole('radio').first().check();
  await page.getByRole('button', { name: tr('learning.test.submit') }).click();
  await page.getByRole('button', { name: tr('learning.test.confirmSubmit') }).click();
  // A practice round shows its own score: never a pass, nor a best score.
  await expect(
    page.getByRole('heading', { name: trPattern('school.practiceScored') }),
  ).toBeVisible();
  await expect(page.getByText(tr('school.practiceNote'))).toBeVisible();
  await expect(page.getByText(` · ${tr('school.practiceTag')}`)).toHaveCount(1);

  // A paid course, bought through the test gateway.
  await page.goto(`/course/${COURSE}`);
  await page.getByRole('button', { name: tr('learning.enrol.addToCart') }).click();
  await expect(page.getByTestId('cart-total')).toHaveText('₹899');
  await page.getByRole('button', { name: tr('learning.cart.proceed') }).click();
  await expect(page).toHaveURL(/\/checkout\/pay\/test\//);
  await page.getByRole('button', { name: tr('learning.gateway.pay') }).click();
  await expect(page).toHaveURL(/\/user\/page\/mycourses\?status=1$/);
  const bar = page.getByRole('progressbar', { name: tr('school.progressLabel') });
  await expect(bar).toHaveAttribute('aria-valuetext', tr('school.progress', { done: 0, total: 3 }));
  await page.getByRole('link', { name: tr('school.start') }).click();

  // Lesson by lesson, in Hindi with its drawings, the bar filling up.
  await expect(page).toHaveURL(new RegExp(`/courseStudent/${COURSE}`));
  for (let done = 1; done <= 3; done++) {
    // The next lesson is on screen once its button offers to mark it done.
    const markDone = page.getByRole('button', { name: tr('school.markDone') });
    await expect(markDone).toBeVisible();
    const lesson = page.getByRole('article');
    await expect(lesson.getByRole('heading', { level: 2 })).toHaveText(DEVANAGARI);
    const picture = lesson.getByRole('img').first();
    await expect(picture).toHaveAttribute('alt', DEVANAGARI);
    await picture.scrollIntoViewIfNeeded();
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    await markDone.click();
    await expect(page.getByRole('button', { name: tr('school.markNotDone') })).toBeVisible();
    await expect(bar).toHaveAttribute('aria-valuetext', tr('school.progress', { done, total: 3 }));
    if (done < 3) await page.getByRole('link', { name: tr('learning.lessons.next') }).click();
  }

  // Complete: the certificate, as a PDF, and its public check.
  await page.getByRole('button', { name: tr('school.getCertificate') }).click();
  const ready = page.getByText(trPattern('school.certificateReady'));
  await expect(ready).toBeVisible();
  const code = /[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}/.exec((await ready.textContent())!)![0];
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: tr('school.downloadCertificate') }).click();
  const pdf = await fs.readFile((await (await downloading).path())!);
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');

  await page.getByRole('link', { name: tr('school.checkCertificate') }).click();
  await expect(page).toHaveURL(new RegExp(`/certificate/${code}$`));
  await expect(page.getByText(tr('school.check.valid'))).toBeVisible();
  await expect(page.getByText(name, { exact: true })).toBeVisible();
  await expect(page.getByText(code, { exact: true })).toBeVisible();
});
