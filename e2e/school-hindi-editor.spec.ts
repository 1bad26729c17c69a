import type { Browser } from '@playwright/test';
import { test, expect } from './console-guard';
import { signUpWithOtp } from './support/otp-signup';

/**
 * Issue 23's editor in Hindi: an instructor reading the site in Hindi writes a course and a
 * question bank in Hindi only (every field), is told in Hindi what is wrong with a video link,
 * staff see that the English is missing, and a learner reading English gets the Hindi with a
 * note, the lesson's YouTube video playing through its youtube-nocookie embed.
 */
test.use({ language: 'hi', timezoneId: 'Asia/Kolkata' });
// Three browsers (instructor, staff, learner) on a shared 2-core machine.
test.describe.configure({ timeout: 120_000 });

const EMBED = 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ';

/** Staff (the console is English), in a browser of their own, put `title` Live after a look. */
async function staffApprove(browser: Browser, title: string, missing: string) {
  const context = await browser.newContext();
  const staff = await context.newPage();
  await staff.goto('/staff/courses');
  await staff.getByLabel('Staff e-mail').fill('admin@selfdrive.test');
  await staff.getByLabel('Password', { exact: true }).fill('Admin@1234');
  await staff.getByRole('button', { name: 'Sign in' }).click();
  await staff.getByRole('link', { name: `Preview ${title}` }).click();
  await expect(staff.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(staff.getByText(missing).first()).toBeVisible();
  await staff.getByRole('button', { name: `Make ${title} Live` }).click();
  await expect(staff).toHaveURL(/\/staff\/courses$/);
  await context.close();
}

test('an instructor writes a course and a question bank in Hindi only; an English learner reads them with a note', async ({
  page,
  browser,
  tr,
  msg,
}) => {
  const n = String(Date.now()).slice(-7);
  await signUpWithOtp(page, {
    mobile: `984${n}`,
    name: 'रेखा ठाकुर',
    email: `rekha.${n}@example.test`,
  });
  await page.goto('/instructor-register');
  await page.getByLabel(tr('learning.instructor.name')).fill('रेखा ठाकुर, दुर्ग की प्रशिक्षक');
  await page.getByLabel(tr('learning.instructor.about')).fill('नए ड्राइवरों को दस साल से सिखा रही हूँ।');
  await page.getByRole('button', { name: tr('learning.instructor.register') }).click();
  await expect(
    page.getByRole('heading', { name: tr('learning.instructor.myCourses') }),
  ).toBeVisible();

  // A course in Hindi only, with a video given first by an http link.
  const course = `बारिश में ड्राइविंग ${n}`;
  await page
    .getByRole('link', { name: tr('learning.instructor.create') })
    .first()
    .click();
  await page.getByLabel(tr('school.editor.titleHi')).fill(course);
  await page.getByLabel(tr('learning.blogs.category')).selectOption('skill');
  await page
    .getByLabel(tr('school.editor.summaryHi'))
    .fill('फिसलन भरी सड़क, धुंधले शीशे और पानी भरे गड्ढों से बचकर चलना सीखिए।');
  await page.getByLabel(tr('learning.createCourse.priceInr')).fill('0');
  await page.getByLabel(tr('learning.createCourse.priceUsd')).fill('0');
  await page.getByLabel(tr('school.editor.lessonTitleHi', { n: 1 })).fill('पहली बारिश');
  await page
    .getByRole('textbox', { name: tr('school.editor.lessonTextHi', { n: 1 }) })
    .fill('पहली बारिश में सड़क पर जमा तेल ऊपर आ जाता है। रफ़्तार कम रखिए और ब्रेक धीरे लगाइए।');
  const video = page.getByLabel(tr('school.editor.video', { n: 1 }));
  await video.fill('http://youtu.be/dQw4w9WgXcQ');
  await page.getByRole('button', { name: tr('learning.blogs.submit') }).click();
  await expect(page.getByRole('alert')).toHaveText(msg('The video link must start with https://.'));
  await video.fill('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
  await page.getByRole('button', { name: tr('learning.blogs.submit') }).click();
  await expect(page.getByRole('row').filter({ hasText: course })).toBeVisible();

  // A question bank in Hindi only: five questions, their options and explanations.
  const bank = `बारिश के सवाल ${n}`;
  await page
    .getByRole('link', { name: tr('learning.instructor.create') })
    .first()
    .click();
  await page.getByLabel(tr('learning.blogs.category')).selectOption('qb');
  await page.getByLabel(tr('school.editor.titleHi')).fill(bank);
  await page
    .getByLabel(tr('school.editor.summaryHi'))
    .fill('बारिश और कोहरे में गाड़ी चलाने पर पाँच छोटे सवाल।');
  await page.getByLabel(tr('learning.createCourse.priceInr')).fill('0');
  await page.getByLabel(tr('learning.createCourse.priceUsd')).fill('0');
  for (let q = 2; q <= 5; q++) {
    await page.getByRole('button', { name: tr('learning.editor.addQuestion') }).click();
  }
  const options = ['धीरे चलिए', 'तेज़ चलिए', 'हॉर्न बजाइए', 'रुकिए मत'];
  for (let q = 1; q <= 5; q++) {
    await page
      .getByLabel(tr('school.editor.questionHi', { n: q }))
      .fill(`बारिश में सवाल ${q}: क्या करें?`);
    for (let k = 1; k <= 4; k++) {
      await page.getByLabel(tr('school.editor.optionHi', { n: q, k })).fill(options[k - 1]!);
    }
    await page
      .getByLabel(tr('school.editor.explanationHi', { n: q }))
      .fill('गीली सड़क पर ब्रेक देर से लगते हैं, इसलिए धीरे चलिए।');
  }
  await page.getByRole('button', { name: tr('learning.blogs.submit') }).click();
  await expect(page.getByRole('row').filter({ hasText: bank })).toBeVisible();

  await staffApprove(browser, course, 'No English version of this lesson.');
  await staffApprove(browser, bank, 'No English version of this question.');

  // A learner reading English gets the Hindi, each with a note, and the video plays.
  const learnerContext = await browser.newContext({ timezoneId: 'Asia/Kolkata' });
  const learner = await learnerContext.newPage();
  // The embed's own page, answered here: the test needs no network, only that the frame may load.
  await learner.route(`${EMBED}**`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<p>The video player</p>' }),
  );
  await signUpWithOtp(learner, {
    mobile: `985${n}`,
    name: 'Arun Verma',
    email: `arun.${n}@example.test`,
  });
  await learner.goto(`/courses/skill?keyword=${encodeURIComponent(course)}`);
  // Only the test's own page waits for the app to answer clicks (console-guard.ts).
  await learner.waitForFunction(() => document.documentElement.dataset.appLive === 'true');
  await learner.getByRole('link', { name: course }).click();
  await expect(learner.getByText('This course is written in Hindi only.')).toBeVisible();
  await expect(learner.getByRole('heading', { level: 1, name: course })).toHaveAttribute(
    'lang',
    'hi-IN',
  );
  await learner.getByRole('button', { name: 'Enrol for Free' }).click();
  await expect(learner.getByRole('heading', { name: 'पहली बारिश' })).toBeVisible();
  await expect(learner.getByText('This lesson is available in Hindi only.')).toBeVisible();
  const player = learner.locator(`iframe[src="${EMBED}"]`);
  await player.scrollIntoViewIfNeeded();
  await expect(player.contentFrame().getByText('The video player')).toBeVisible();

  await learner.goto(`/courses/qb?keyword=${encodeURIComponent(bank)}`);
  await learner.waitForFunction(() => document.documentElement.dataset.appLive === 'true');
  await learner.getByRole('link', { name: bank }).click();
  await learner.getByRole('button', { name: 'Enrol for Free' }).click();
  await learner.getByRole('button', { name: 'Start Mock Test' }).click();
  const first = learner.getByRole('group', { name: /^1\. / });
  await expect(first.locator('legend')).toHaveText(/^1\. बारिश में सवाल \d: क्या करें\?$/);
  await expect(first.getByText('This question is available in Hindi only.')).toBeVisible();
  await expect(first.getByRole('radio', { name: 'धीरे चलिए' })).toBeVisible();
  await learnerContext.close();
});
