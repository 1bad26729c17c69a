import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LessonCalendar } from '../../shared/lesson-console.js';
import { addDays, istDate } from '../../shared/time.js';
import { cars, instructorHours, lessonPackages, practicalInstructors } from '../db/schema.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { staffCookie } from '../modules/console-access/console-test-helpers.js';
import { seedDemoLessonSchool } from './seed-lessons.js';

// The demo school's practice (decision 0046): what `npm start` with SEED_DEMO adds, once.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true, env: { RATE_LIMITS: 'false' } });
});
afterAll(() => t.close());

describe('the demo lessons seed', () => {
  it('gives each branch packages, two instructors with hours and training cars, once', async () => {
    expect(await seedDemoLessonSchool(t.db)).toEqual({ seeded: true });
    const branches = await t.db.query.branches.findMany();
    for (const branch of branches) {
      const packages = await t.db
        .select()
        .from(lessonPackages)
        .where(eq(lessonPackages.branchId, branch.id));
      expect(packages.map((p) => p.kind).sort(), branch.name).toEqual([
        'adtc_lmv',
        'short',
        'short',
      ]);
      const people = await t.db
        .select()
        .from(practicalInstructors)
        .where(eq(practicalInstructors.branchId, branch.id));
      expect(people, branch.name).toHaveLength(2);
      for (const p of people) {
        const hours = await t.db
          .select()
          .from(instructorHours)
          .where(eq(instructorHours.instructorId, p.instructorId));
        expect(hours.map((h) => h.weekday).sort()).toEqual([1, 2, 3, 4, 5, 6]);
      }
      const training = (await t.db.select().from(cars).where(eq(cars.branchId, branch.id))).filter(
        (c) => c.isTrainingCar,
      );
      expect(training.length, branch.name).toBe(['Bhilai', 'Raipur'].includes(branch.name) ? 2 : 1);
    }
    // Once: a second start adds nothing.
    expect(await seedDemoLessonSchool(t.db)).toEqual({ seeded: false });
    expect(await t.db.$count(lessonPackages)).toBe(branches.length * 3);
  });

  it("shows the desk a working Monday: the instructors' hours beside the training cars", async () => {
    const bhilai = (await t.db.query.branches.findFirst({
      where: (b, { eq: is }) => is(b.name, 'Bhilai'),
    }))!;
    const counter = (await staffCookie(t.app, t.db, 'Bhilai', { staffRole: 'staff' })).cookie;
    // The next Monday after today.
    let monday = addDays(istDate(new Date()), 1);
    while (new Date(`${monday}T00:00:00Z`).getUTCDay() !== 1) monday = addDays(monday, 1);
    const res = await t.app.inject({
      url: `/api/console/lessons/calendar?branchId=${bhilai.id}&from=${monday}&days=1`,
      headers: { cookie: counter },
    });
    expect(res.statusCode, res.body).toBe(200);
    const calendar = res.json<LessonCalendar>();
    expect(calendar.instructors).toHaveLength(2);
    expect(calendar.cars).toHaveLength(2);
    expect(calendar.packages).toHaveLength(3);
    const slots = await t.app.inject({
      url: `/api/console/lessons/slots?packageId=${calendar.packages[0]!.id}&from=${monday}&days=1`,
      headers: { cookie: counter },
    });
    expect(slots.statusCode, slots.body).toBe(200);
    expect(slots.json<{ slots: unknown[] }>().slots.length).toBeGreaterThan(0);
  });
});
