import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INSTRUCTOR_HINDI_WHOLE } from '../../../shared/learning-authoring.js';
import type { MyCoursesPage } from '../../../shared/learning-authoring.js';
import type { CourseCard, CourseDetail, CourseList } from '../../../shared/learning-catalogue.js';
import { instructors } from '../../db/schema.js';
import type { TestApp } from '../../test/test-app.js';
import { loginCookie } from '../auth/auth-test-helpers.js';
import { learningApp, PAID_COURSE, studentCookie } from './learning-test-helpers.js';
import { SEED_INSTRUCTORS } from './seed/catalogue-data.js';
import { SEED_INSTRUCTOR_PASSWORD } from './seed/seed-learning.js';
import { upgradeSeededInstructors } from './seed/upgrade-seeded-instructors.js';

const MEENA = SEED_INSTRUCTORS[0];

describe("the school's instructors and course lists in the learner's language", () => {
  let t: TestApp;
  let cookie: string;
  const get = <T>(url: string, as = cookie) =>
    t.app.inject({ url, headers: { cookie: as } }).then((res) => res.json() as T);

  beforeAll(async () => {
    t = await learningApp();
    cookie = (await studentCookie(t)).cookie;
  });
  afterAll(() => t.close());

  it("names the course's instructor in Hindi for a learner reading Hindi", async () => {
    const hi = await get<CourseDetail>(`/api/learning/courses/${PAID_COURSE}?lang=hi`);
    expect(hi.instructorDisplay).toBe(MEENA.displayNameHi);
    expect(hi.instructor).toEqual({
      displayName: MEENA.displayNameHi,
      bio: MEENA.bioHi,
      language: 'hi',
    });
    const en = await get<CourseDetail>(`/api/learning/courses/${PAID_COURSE}?lang=en`);
    expect(en.instructor).toEqual({
      displayName: MEENA.displayName,
      bio: MEENA.bio,
      language: 'en',
    });
    const list = await get<CourseList>('/api/learning/categories/exam/courses?lang=hi');
    expect(list.courses.find((c) => c.slug === PAID_COURSE)?.instructorDisplay).toBe(
      MEENA.displayNameHi,
    );
  });

  it('lists favourites and an instructor’s own courses in Hindi', async () => {
    const course = await get<CourseDetail>(`/api/learning/courses/${PAID_COURSE}?lang=hi`);
    await t.app.inject({
      method: 'PUT',
      url: `/api/learning/favourites/${course.id}`,
      headers: { cookie },
    });
    const favourites = await get<{ courses: CourseCard[] }>('/api/learning/favourites?lang=hi');
    expect(favourites.courses[0]).toMatchObject({ title: course.title, language: 'hi' });

    const meena = await loginCookie(t.app, MEENA.email, SEED_INSTRUCTOR_PASSWORD);
    const mine = await get<MyCoursesPage>('/api/learning/instructor/courses?lang=hi', meena);
    expect(mine.courses.find((c) => c.slug === PAID_COURSE)).toMatchObject({
      title: course.title,
      language: 'hi',
    });
  });

  it("keeps an instructor's Hindi whole: both the name and the text, or neither", async () => {
    const put = (payload: object) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/learning/instructor',
        headers: { cookie },
        payload,
      });
    const english = { displayName: 'Kiran Patel, Durg', bio: 'Ten years teaching.' };
    const half = await put({ ...english, displayNameHi: 'किरण पटेल, दुर्ग' });
    expect(half.statusCode).toBe(400);
    expect(half.json().message).toBe(INSTRUCTOR_HINDI_WHOLE);
    const whole = { ...english, displayNameHi: 'किरण पटेल, दुर्ग', bioHi: 'दस साल से सिखा रहे हैं।' };
    expect((await put(whole)).json()).toEqual({ instructor: whole });
    // Emptied again: no Hindi version is kept.
    expect((await put(english)).json()).toEqual({
      instructor: { ...english, displayNameHi: '', bioHi: '' },
    });
  });

  it('gives the demo instructors of an older database their Hindi, and no one else', async () => {
    await t.db.update(instructors).set({ displayNameHi: null, bioHi: null });
    const [own] = await t.db
      .update(instructors)
      .set({ displayName: 'Farah Khan, my own words' })
      .where(eq(instructors.displayName, SEED_INSTRUCTORS[2].displayName))
      .returning();
    await upgradeSeededInstructors(t.db);
    const rows = await t.db.select().from(instructors);
    const meena = rows.find((r) => r.displayName === MEENA.displayName);
    expect(meena).toMatchObject({ displayNameHi: MEENA.displayNameHi, bioHi: MEENA.bioHi });
    expect(rows.find((r) => r.userId === own!.userId)).toMatchObject({
      displayNameHi: null,
      bioHi: null,
    });
  });
});
