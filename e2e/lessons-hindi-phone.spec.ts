import { devices, type APIRequestContext, type Page } from '@playwright/test';
import { LESSON_MESSAGES } from '../src/shared/lesson-messages';
import { LESSON_SKILLS } from '../src/shared/lesson-skills';
import { addDays, istDate } from '../src/shared/time';
import { test, expect } from './console-guard';
import { t } from './support/catalogue';
import { signUpWithOtp } from './support/otp-signup';
import { ownServerWithClock } from './support/server-clock';

/**
 * Issue 34's "done when": a learner on a phone, reading the site in Hindi, buys a 15-lesson
 * package, books three lessons and moves one; the rental side cannot book the training car over
 * them; the instructor, on a phone, marks attendance and skills; the learner sees progress; the
 * package completes and its certificate verifies publicly. Its own server, whose clock moves on
 * to after the lessons (spec files run one at a time, so the accounts journey's port is free).
 */
const PORT = Number(process.env.E2E_ACCOUNTS_PORT ?? 3107);
const BASE = `http://127.0.0.1:${PORT}`;
test.use({ baseURL: BASE, language: 'hi' });

const PACKAGE_HI = '45 मिनट के 15 पाठ';
const INSTRUCTOR = { email: 'rakesh.yadav@instructors.selfdrive.test', password: 'Instructor@123' };
/** The instructor as the slot picker names them: the school's Hindi display name. */
const INSTRUCTOR_HI = 'राकेश यादव, प्रैक्टिकल ड्राइविंग इंस्ट्रक्टर';

interface MyLesson {
  id: number;
  branchId: number;
  carId: number;
  startsAt: string;
  endsAt: string;
  status: string;
  purchaseId?: number | null;
}

const istTime = (instant: string) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Kolkata',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(instant));

const json = async <T>(res: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> => {
  expect(res.status(), await res.text()).toBeLessThan(300);
  return (await res.json()) as T;
};

/** The learner's booked lessons, in time order. */
async function bookedLessons(page: Page): Promise<MyLesson[]> {
  const { lessons } = await json<{ lessons: MyLesson[] }>(
    await page.request.get('/api/lessons/mine'),
  );
  return lessons
    .filter((l) => l.status === 'booked')
    .sort((a, b) => a.startsAt.localeCompare(b.startsAt));
}

test.describe('practical lessons from a phone, in Hindi', () => {
  const own = ownServerWithClock(PORT);

  test('buy, book, move, be taught and graded, earn the certificate @phone', async ({
    page,
    browser,
    tr,
    trPattern,
  }) => {
    test.setTimeout(240_000);
    const n = String(Date.now()).slice(-7);
    const name = 'सीमा वर्मा';
    await signUpWithOtp(page, { mobile: `983${n}`, name, email: `seema.${n}@example.test` });

    // The Durg branch's packages: the 15-lesson one, bought through the test gateway.
    await page.goto('/lessons');
    await page.getByRole('main').getByLabel(tr('lessons.branch')).selectOption({ label: 'दुर्ग' });
    const card = page.getByRole('listitem').filter({
      has: page.getByRole('heading', { name: PACKAGE_HI }),
    });
    await card.getByRole('button', { name: tr('lessons.package.buy') }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: /₹/ }).click();
    await page.getByRole('button', { name: tr('lessons.gateway.pay') }).click();
    await expect(page.getByText(tr('lessons.mine.paid'))).toBeVisible();
    await expect(page.getByText(tr('lessons.mine.left', { left: 15, sessions: 15 }))).toBeVisible();

    // The learner's licence, before the first lesson on the road.
    const today = istDate(new Date());
    await page.getByLabel(tr('lessons.licence.number')).fill('CG07/0012345/2026');
    await page.getByLabel(tr('lessons.licence.issuedOn')).fill(addDays(today, -40));
    await page.getByLabel(tr('lessons.licence.expiresOn')).fill(addDays(today, 140));
    await page.getByRole('button', { name: tr('lessons.licence.save') }).click();
    await expect(page.getByText(tr('lessons.licence.saved'))).toBeVisible();

    // Three lessons next week with Rakesh Yadav, on three different days.
    await page.getByRole('button', { name: tr('lessons.mine.book') }).click();
    await page.getByLabel(tr('lessons.book.instructor')).selectOption({ label: INSTRUCTOR_HI });
    await page.getByRole('button', { name: tr('lessons.book.nextWeek') }).click();
    const slots = page.getByRole('group', { name: tr('lessons.book.slots') });
    for (const day of [0, 1, 2]) {
      await slots.getByRole('group').nth(day).getByRole('radio').first().check();
      await page.getByRole('button', { name: tr('lessons.book.submit') }).click();
      await expect(page.getByText(trPattern('lessons.book.booked'))).toBeVisible();
      await expect
        .poll(async () => (await bookedLessons(page)).length, { message: 'lessons booked' })
        .toBe(day + 1);
    }
    await expect(page.getByText(tr('lessons.mine.left', { left: 12, sessions: 15 }))).toBeVisible();

    // One moves to another day of that week, with any instructor.
    const before = await bookedLessons(page);
    await page
      .getByRole('button', { name: tr('lessons.lesson.move') })
      .first()
      .click();
    const move = page.getByRole('dialog');
    await move.getByLabel(tr('lessons.book.instructor')).selectOption({ label: INSTRUCTOR_HI });
    await move.getByRole('button', { name: tr('lessons.book.nextWeek') }).click();
    await move
      .getByRole('group', { name: tr('lessons.book.slots') })
      .getByRole('group')
      .nth(4)
      .getByRole('radio')
      .first()
      .check();
    await move.getByRole('button', { name: tr('lessons.lesson.moveSubmit') }).click();
    await expect(page.getByText(trPattern('lessons.lesson.moved'))).toBeVisible();
    const after = await bookedLessons(page);
    expect(after).toHaveLength(3);
    expect(after.filter((l) => before.some((b) => b.startsAt === l.startsAt))).toHaveLength(2);

    // The rental side: the training car cannot be rented over a lesson.
    const lesson = after[0]!;
    const car = await json<{ packages: { id: number }[] }>(
      await page.request.get(`/api/cars/${lesson.carId}`),
    );
    const options = await json<{ options: { id: number }[] }>(
      await page.request.get(`/api/branches/${lesson.branchId}/pickup-drop-options`),
    );
    const lessonDay = istDate(new Date(lesson.startsAt));
    const rental = await page.request.post('/api/bookings', {
      headers: { 'Idempotency-Key': crypto.randomUUID() },
      data: {
        carId: lesson.carId,
        ratePackageId: car.packages[0]!.id,
        pickupDate: lessonDay,
        pickupTime: istTime(lesson.startsAt),
        dropDate: addDays(lessonDay, 1),
        dropTime: istTime(lesson.startsAt),
        tripType: 'local',
        pickupDropOptionId: options.options[0]!.id,
        acceptTerms: true,
      },
    });
    expect(rental.status(), await rental.text()).toBe(409);
    expect((await rental.json()).message).toBe(LESSON_MESSAGES.rentalOverLesson);

    // The other twelve lessons with Rakesh Yadav, booked as the page books them, one after another.
    const packageId = (
      await json<{ purchases: { packageId: number }[] }>(
        await page.request.get('/api/lessons/purchases'),
      )
    ).purchases[0]!.packageId;
    let booked = after.length;
    for (let week = addDays(today, 7); booked < 15; week = addDays(week, 7)) {
      const free = await json<{
        slots: { startsAt: string; endsAt: string; instructorIds: number[] }[];
        instructors: { id: number; nameHi: string | null }[];
      }>(await page.request.get(`/api/lessons/slots?packageId=${packageId}&from=${week}&days=7`));
      const rakesh = free.instructors.find((i) => i.nameHi === INSTRUCTOR_HI)!.id;
      let freeFrom = '';
      for (const slot of free.slots.filter((s) => s.instructorIds.includes(rakesh))) {
        if (booked === 15) break;
        if (slot.startsAt < freeFrom) continue;
        const res = await page.request.post('/api/lessons/mine', {
          data: { packageId, startsAt: slot.startsAt, instructorId: rakesh },
        });
        expect([201, 409], await res.text()).toContain(res.status());
        if (res.status() === 201) {
          booked += 1;
          freeFrom = (await res.json()).endsAt;
        }
      }
    }
    const lessons = await bookedLessons(page);
    expect(lessons).toHaveLength(15);

    // Time passes to the first lesson: the instructor opens their day on a phone, in Hindi.
    const first = lessons[0]!;
    const lessonTime = new Date(new Date(first.startsAt).getTime() + 5 * 60_000);
    own.clock.setTo(lessonTime);
    const instructorContext = await browser.newContext({ ...devices['Pixel 7'], baseURL: BASE });
    await instructorContext.addCookies([{ name: 'lang', value: 'hi', url: BASE }]);
    const instructor = await instructorContext.newPage();
    // The phone's clock reads the lesson's time too: the page opens attendance by it.
    await instructor.clock.install({ time: lessonTime });
    await instructor.goto('/instructor-login');
    await instructor.getByLabel(tr('learning.instructorLogin.email')).fill(INSTRUCTOR.email);
    await instructor
      .getByRole('textbox', { name: tr('learning.instructorLogin.password') })
      .fill(INSTRUCTOR.password);
    await instructor.getByRole('button', { name: tr('learning.instructorLogin.login') }).click();
    await instructor.waitForURL((url) => !url.pathname.endsWith('/instructor-login'));
    await instructor.goto(`/instructor/lessons?date=${istDate(new Date(first.startsAt))}`);
    await expect(
      instructor.getByRole('heading', { level: 1, name: tr('instructorLessons.title') }),
    ).toBeVisible();
    const taught = instructor.getByRole('article').filter({ hasText: name }).first();
    await expect(
      taught.getByRole('link', { name: trPattern('instructorLessons.lesson.call') }),
    ).toHaveAttribute('href', `tel:+91983${n}`);
    await taught.getByRole('button', { name: tr('instructorLessons.attendance.arrived') }).click();
    await taught.getByRole('combobox', { name: LESSON_SKILLS[0].hi }).selectOption({ index: 3 });
    await taught.getByRole('combobox', { name: LESSON_SKILLS[1].hi }).selectOption({ index: 2 });
    await taught
      .getByLabel(tr('instructorLessons.skills.lessonNote'))
      .fill('क्लच छोड़ते समय धीरे-धीरे एक्सीलरेटर दें।');
    await taught.getByRole('button', { name: tr('instructorLessons.skills.save') }).click();
    await expect(taught.getByText(tr('instructorLessons.skills.saved'))).toBeVisible();

    // The rest of the package, taught and graded as the instructor's day records them.
    own.clock.setTo(new Date(new Date(lessons.at(-1)!.endsAt).getTime() + 60 * 60_000));
    const markTaught = (id: number) =>
      instructor.request.post(`/api/instructor/lessons/${id}/attendance`, {
        data: { status: 'completed' },
      });
    // The server's clock reads its new time within 50 ms: until then the last lesson is ahead.
    await expect.poll(async () => (await markTaught(lessons.at(-1)!.id)).status()).toBe(200);
    for (const l of lessons.slice(1, -1)) {
      const marked = await markTaught(l.id);
      expect(marked.status(), await marked.text()).toBe(200);
    }
    const graded = await instructor.request.put(
      `/api/instructor/lessons/${lessons.at(-1)!.id}/skills`,
      { data: { skills: LESSON_SKILLS.map((s) => ({ skill: s.key, grade: 4 })), note: '' } },
    );
    expect(graded.status(), await graded.text()).toBe(200);
    await instructor.goto(
      `/instructor/lessons?date=${istDate(new Date(lessons.at(-1)!.startsAt))}`,
    );
    const last = instructor.getByRole('article').filter({ hasText: name }).last();
    // The switch turns on once the server has it (a controlled input): tap, then wait for it.
    await last.getByRole('switch', { name: tr('instructorLessons.ready.label') }).click();
    await expect(
      last.getByRole('switch', { name: tr('instructorLessons.ready.label') }),
    ).toBeChecked();

    // The learner sees the progress, downloads the certificate, and anyone can check it.
    await page.goto('/lessons/mine');
    const progress = page.getByRole('region', { name: tr('lessons.progress.heading') });
    await expect(progress.getByText(tr('lessons.progress.ready'), { exact: true })).toBeVisible();
    await expect(progress.getByText(LESSON_SKILLS[9].hi)).toBeVisible();
    await expect(progress.getByText('क्लच छोड़ते समय धीरे-धीरे एक्सीलरेटर दें।')).toBeVisible();
    const download = page.waitForEvent('download');
    await progress.getByRole('link', { name: tr('lessons.certificate.download') }).click();
    expect((await download).suggestedFilename()).toMatch(/^training-certificate-DL-\w+\.pdf$/);
    await page.reload();
    const check = progress.getByRole('link', { name: tr('lessons.certificate.check') });
    const href = await check.getAttribute('href');
    expect(href).toMatch(/^\/certificate\/DL-/);

    // A visitor (an RTO clerk, an employer) checks the code: the name, the package, the form.
    const visitor = await (await browser.newContext({ baseURL: BASE })).newPage();
    await visitor.goto(href!);
    await expect(visitor.getByText(name)).toBeVisible();
    await expect(visitor.getByText('15 lessons of 45 minutes')).toBeVisible();
    await expect(visitor.getByText(t('en', 'lessons.check.forms.school'))).toBeVisible();
  });
});
