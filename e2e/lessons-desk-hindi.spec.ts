import { test, expect } from './console-guard';
import { istDate } from './support/demo-customer';
import { useSessionOf } from './support/signed-in';

/**
 * Issue 34's desk, as the counter staff who use it (decision 0048): a walk-in learner whose
 * name is in Devanagari is registered at a Hindi counter, sold a package in cash after the
 * console says what it will take, their learner's licence recorded from the paper, and a lesson
 * booked in a free time the server offers. Every step against the real server: the desk's
 * pieces and the console's branch rules meet only here.
 */
test.use({ language: 'hi' });

const NAME = 'कमला ध्रुव';
/** A day no other journey of the run books at Bhilai: the training cars are free. */
const DAY = istDate(16);

test('a walk-in learner at a Hindi counter: registered, sold a package, licence recorded, a lesson booked', async ({
  page,
  tr,
  trPattern,
}) => {
  const n = String(Date.now()).slice(-8);
  const mobile = `96${n}`;
  await useSessionOf(page.context(), 'staff');
  await page.goto(`/staff/lessons?from=${DAY}`);
  const desk = page.getByRole('region', { name: tr('console.lessons.walkIn.heading') });

  // Not on file: the clerk opens the learner's account at the counter.
  await desk.getByLabel(tr('console.lessons.walkIn.learnerStep.contact')).fill(mobile);
  await desk.getByRole('button', { name: tr('console.lessons.walkIn.learnerStep.find') }).click();
  await desk.getByLabel(tr('console.bookings.customerStep.name'), { exact: true }).fill(NAME);
  await desk
    .getByLabel(tr('console.bookings.customerStep.email'), { exact: true })
    .fill(`kamla.${n}@example.test`);
  await desk.getByRole('button', { name: tr('console.bookings.customerStep.open') }).click();
  await expect(desk.getByText(tr('console.lessons.walkIn.chosen', { name: NAME }))).toBeVisible();

  // A package sold in cash, after the dialog says what will be taken, from whom, for what.
  await expect(desk.getByText(tr('console.lessons.walkIn.package.none'))).toBeVisible();
  await desk.getByRole('button', { name: tr('console.lessons.walkIn.package.sell') }).click();
  const confirm = page.getByRole('alertdialog', {
    name: trPattern('console.lessons.walkIn.package.confirmTitle', {
      method: tr('console.lessons.walkIn.package.methodWords.cash'),
      learner: NAME,
    }),
  });
  await confirm
    .getByRole('button', { name: trPattern('console.lessons.walkIn.package.confirm') })
    .click();
  await expect(desk.getByText(trPattern('console.lessons.walkIn.package.sold'))).toBeVisible();

  // Then their learner's licence, from the paper they show.
  await expect(desk.getByText(tr('console.lessons.walkIn.licence.missing'))).toBeVisible();
  await desk.getByLabel(tr('console.lessons.walkIn.licence.number')).fill('CG07/0098765/2026');
  await desk.getByLabel(tr('console.lessons.walkIn.licence.issuedOn')).fill(istDate(-35));
  await desk.getByLabel(tr('console.lessons.walkIn.licence.expiresOn')).fill(istDate(140));
  await desk.getByRole('button', { name: tr('console.lessons.walkIn.licence.save') }).click();
  await expect(
    desk.getByText(tr('console.lessons.walkIn.licence.saved', { name: NAME })),
  ).toBeVisible();

  // A free time of the day, booked: the calendar and the learner's account both have it.
  const times = desk.getByRole('group', { name: tr('console.lessons.walkIn.slots') });
  await times.getByRole('radio').first().check();
  await desk.getByRole('button', { name: tr('console.lessons.walkIn.book') }).click();
  await expect(
    page.getByText(trPattern('console.lessons.walkIn.booked', { name: NAME })),
  ).toBeVisible();
  const { lessons } = (await (
    await page.request.get(`/api/console/lessons/calendar?branchId=1&from=${DAY}&days=1`)
  ).json()) as { lessons: { learnerName: string; status: string }[] };
  expect(lessons.filter((l) => l.learnerName === NAME && l.status === 'booked')).toHaveLength(1);
});
