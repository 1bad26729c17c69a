import { test, expect } from './console-guard';
import { signUpWithOtp } from './support/otp-signup';

const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * Issue 21's "done when": an instructor submits a course, staff preview it in the console (both
 * languages, as learners will get them) and approve it, and the instructor gets the mail.
 */

test('staff preview a submitted course in both languages, approve it, and the instructor is mailed', async ({
  page,
  browser,
}) => {
  const n = String(Date.now()).slice(-7);
  const email = `nisha.${n}@example.test`;
  const title = `Reversing into a Bay ${n}`;
  await signUpWithOtp(page, { mobile: `983${n}`, name: 'Nisha Tandon', email });
  await page.goto('/instructor-register');
  await page.getByLabel('Name shown to learners').fill('Nisha Tandon, Bilaspur instructor');
  await page.getByLabel('About your teaching').fill('Parking and reversing for new drivers.');
  await page.getByRole('button', { name: 'Register as Instructor' }).click();
  await expect(page.getByRole('heading', { name: 'My Courses' })).toBeVisible();

  await page.getByRole('link', { name: 'Create Course' }).first().click();
  await page.getByLabel('Course title (English)').fill(title);
  await page.getByLabel('Course title (Hindi)').fill('बे में गाड़ी पीछे लगाना');
  await page.getByLabel('Category').selectOption('skill');
  await page
    .getByLabel('Summary (English)')
    .fill('Reverse into a marked bay in three steps, with the mirrors.');
  await page.getByLabel('Summary (Hindi)').fill('शीशों की मदद से तीन चरणों में बे में पीछे लगाइए।');
  await page
    .getByLabel('Cover image')
    .setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: PNG_1PX });
  await expect(page.getByRole('img', { name: 'Cover preview' })).toBeVisible();
  await page.getByLabel('Price in India (₹)').fill('299');
  await page.getByLabel('Price elsewhere (US$)').fill('4');
  await page.getByLabel('Lesson 1 title (English)').fill('Lining up');
  await page
    .getByRole('textbox', { name: 'Lesson 1 text (English)' })
    .fill('Stop when your shoulder passes the second line.');
  await page.getByLabel('Lesson 1 title (Hindi)').fill('सीध में आना');
  await page
    .getByRole('textbox', { name: 'Lesson 1 text (Hindi)' })
    .fill('जब आपका कंधा दूसरी लाइन से आगे निकले, तब रुकिए।');
  await page.getByRole('button', { name: 'Submit for Review' }).click();
  await expect(
    page.getByRole('row').filter({ hasText: title }).getByText('On Review'),
  ).toBeVisible();

  // Staff, in a browser of their own: the preview inside the console, then the decision.
  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await staff.goto('/staff/courses');
  await staff.getByLabel('Staff e-mail').fill('admin@selfdrive.test');
  await staff.getByLabel('Password', { exact: true }).fill('Admin@1234');
  await staff.getByRole('button', { name: 'Sign in' }).click();
  await staff.getByRole('link', { name: `Preview ${title}` }).click();
  await expect(staff).toHaveURL(/\/staff\/courses\/\d+\/preview$/);
  await expect(staff.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(staff.getByRole('img', { name: `Cover of ${title}` })).toBeVisible();
  await expect(staff.getByText('INR: ₹299')).toBeVisible();
  await expect(staff.getByRole('radio', { name: 'Both, side by side' })).toBeChecked();
  await expect(staff.getByText('Stop when your shoulder passes the second line.')).toBeVisible();
  await expect(staff.getByText('जब आपका कंधा दूसरी लाइन से आगे निकले, तब रुकिए।')).toBeVisible();
  await staff.getByRole('radio', { name: 'Hindi' }).check();
  await expect(staff.getByText('Stop when your shoulder passes the second line.')).toHaveCount(0);
  await staff.getByRole('button', { name: `Make ${title} Live` }).click();
  await expect(staff).toHaveURL(/\/staff\/courses$/);
  await expect(staff.getByRole('link', { name: `Preview ${title}` })).toHaveCount(0);
  await staffContext.close();

  // The instructor's approval mail, sent once the decision is committed.
  await expect(async () => {
    await page.goto('/dev/mailbox');
    const mail = page.getByRole('listitem').filter({ hasText: `E-mail to ${email}` });
    await expect(mail.getByRole('heading', { name: `Your course "${title}" is Live` })).toBeVisible(
      { timeout: 2_000 },
    );
  }).toPass({ timeout: 20_000 });
  const mail = page
    .getByRole('listitem')
    .filter({ hasText: `E-mail to ${email}` })
    .filter({
      has: page.getByRole('heading', { name: `Your course "${title}" is Live` }),
    });
  await expect(mail).toContainText('Hello Nisha Tandon');
  await expect(mail.getByRole('link', { name: /\/course\/reversing-into-a-bay-/ })).toBeVisible();
});
