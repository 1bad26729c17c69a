import { randomBytes } from 'node:crypto';
import { test, expect } from './console-guard';
import { seriousViolations } from './support/axe';
import { ADMIN, openConsoleSection, signInToConsole } from './support/console';

// Writing, publishing and deleting posts is part of the branch manager's day
// (console-manager-day.spec.ts); this file keeps the contact messages inbox.
const SENDER = `Kavita ${randomBytes(2).toString('hex')}`;

test('a visitor’s message reaches the admin’s inbox, is answered with a note and a reply', async ({
  page,
}) => {
  test.setTimeout(90_000);
  // A visitor writes to the office first (in this tab, before the admin signs in).
  await page.goto('/contact-us');
  await page.getByLabel('Your name').fill(SENDER);
  await page.getByLabel('E-mail address').fill('kavita@example.in');
  await page.getByLabel('Phone number', { exact: true }).fill('9876543210');
  await page.getByLabel(/Message/).fill('Can I take a car to Mainpat for two days?');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Thank you' })).toBeVisible();

  await signInToConsole(page, ADMIN);
  await openConsoleSection(page, 'Content');
  await expect(page.getByRole('link', { name: 'Write a post' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // The message: unread at the top, opened, answered with a note.
  await page
    .getByRole('navigation', { name: 'Content' })
    .getByRole('link', { name: 'Inbox' })
    .click();
  const message = page.getByRole('button', { name: new RegExp(`${SENDER} .* Unread`) });
  await expect(message).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await message.click();
  await expect(page.getByText('Can I take a car to Mainpat for two days?')).toBeVisible();
  await page
    .getByLabel(`Note for ${SENDER} (optional)`)
    .fill('Called back: yes, with outstation deposit.');
  await page.getByRole('button', { name: 'Mark answered' }).click();
  await expect(
    page.getByRole('button', { name: new RegExp(`${SENDER} .* Answered`) }),
  ).toBeVisible();
  // A reply by e-mail from the console: kept in the message's thread.
  await page.getByRole('button', { name: 'Send the reply' }).click();
  await expect(page.getByText('Please write the reply.')).toBeVisible();
  await page
    .getByLabel(`Reply to ${SENDER} by e-mail`)
    .fill('Yes: Mainpat is fine with the outstation deposit.');
  await page.getByRole('button', { name: 'Send the reply' }).click();
  await expect(page.getByText('The reply was sent to kavita@example.in.')).toBeVisible();
  await expect(
    page
      .getByRole('list', { name: `Conversation with ${SENDER}` })
      .getByText('Yes: Mainpat is fine with the outstation deposit.'),
  ).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByLabel('Show messages').selectOption('answered');
  await expect(page.getByRole('button', { name: new RegExp(SENDER) })).toBeVisible();
});
