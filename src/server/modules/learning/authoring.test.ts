import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CourseDraft, MyCoursesPage } from '../../../shared/learning-authoring.js';
import type { CourseList } from '../../../shared/learning-catalogue.js';
import type { TestApp } from '../../test/test-app.js';
import { courseDraft, learningApp, staffCookie, studentCookie } from './learning-test-helpers.js';

const draft = courseDraft;

describe('instructors write courses; staff review them', () => {
  let t: TestApp;
  let instructor: string;
  let staff: string;
  const call = (cookie: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

  beforeAll(async () => {
    t = await learningApp();
    instructor = (await studentCookie(t)).cookie;
    staff = await staffCookie(t);
  });
  afterAll(() => t.close());

  it('lets only instructors write, and registers one', async () => {
    const refused = await call(instructor, 'POST', '/api/learning/instructor/courses', draft());
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(
      'Only instructors can do this. Register as an instructor first.',
    );
    expect((await call(instructor, 'GET', '/api/learning/instructor')).json()).toEqual({
      instructor: null,
    });
    const bad = await call(instructor, 'PUT', '/api/learning/instructor', { displayName: 'A' });
    expect(bad.statusCode).toBe(400);
    const ok = await call(instructor, 'PUT', '/api/learning/instructor', {
      displayName: 'Kiran Patel, Durg',
      bio: 'Ten years teaching.',
    });
    expect(ok.json()).toEqual({
      instructor: {
        displayName: 'Kiran Patel, Durg',
        bio: 'Ten years teaching.',
        displayNameHi: '',
        bioHi: '',
      },
    });
  });

  it('submits a course On Review with sanitised lessons, hidden from the public until Live', async () => {
    const res = await call(instructor, 'POST', '/api/learning/instructor/courses', draft());
    expect(res.statusCode).toBe(201);
    const { id, slug, status } = res.json();
    expect(status).toBe('review');
    const edit = (await call(instructor, 'GET', `/api/learning/instructor/courses/${id}`)).json();
    expect(edit.draft.lessons[0].bodyHtml).not.toMatch(/script|onerror/);
    expect(edit.draft).toMatchObject({ priceInr: 499, priceUsd: 6.99 });
    expect((await t.app.inject(`/api/learning/courses/${slug}`)).statusCode).toBe(404);

    expect((await call(instructor, 'GET', '/api/learning/staff/courses')).statusCode).toBe(403);
    const queue = (await call(staff, 'GET', '/api/learning/staff/courses')).json();
    expect(queue.courses.map((c: { id: number }) => c.id)).toContain(id);
    const noReason = await call(staff, 'POST', `/api/learning/staff/courses/${id}/decision`, {
      decision: 'rejected',
    });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toBe('Please give the reason for rejecting it.');
    expect(
      (
        await call(staff, 'POST', `/api/learning/staff/courses/${id}/decision`, {
          decision: 'live',
        })
      ).json(),
    ).toEqual({ id, status: 'live' });
    const list = (
      await t.app.inject('/api/learning/categories/skill/courses?keyword=Reversing')
    ).json() as CourseList;
    expect(list.courses.map((c) => [c.slug, c.instructorDisplay])).toEqual([
      [slug, 'Kiran Patel, Durg'],
    ]);

    // Editing a Live course warns first, then returns it to On Review.
    const warned = await call(
      instructor,
      'PUT',
      `/api/learning/instructor/courses/${id}`,
      draft({ title: 'Reverse Parking Made Easy' }),
    );
    expect(warned.statusCode).toBe(409);
    expect(warned.json().message).toBe(
      'This course is Live. Saving your changes sends it back to On Review until we check it again.',
    );
    const saved = await call(
      instructor,
      'PUT',
      `/api/learning/instructor/courses/${id}`,
      draft({ title: 'Reverse Parking Made Easy', confirmBackToReview: true }),
    );
    expect(saved.json()).toMatchObject({ id, status: 'review' });
    expect((await t.app.inject(`/api/learning/courses/${slug}`)).statusCode).toBe(404);

    await call(staff, 'POST', `/api/learning/staff/courses/${id}/decision`, {
      decision: 'rejected',
      reason: 'Please add a lesson on parallel parking.',
    });
    const mine = (
      await call(instructor, 'GET', '/api/learning/instructor/courses')
    ).json() as MyCoursesPage;
    expect(mine.courses[0]).toMatchObject({
      id,
      status: 'rejected',
      rejectReason: 'Please add a lesson on parallel parking.',
    });
  });

  it('refuses bad drafts with a clear message and writes nothing', async () => {
    const before = (
      await call(instructor, 'GET', '/api/learning/instructor/courses')
    ).json() as MyCoursesPage;
    const cases: [Partial<CourseDraft>, string][] = [
      [{ title: 'ab' }, 'The title needs at least 5 characters.'],
      [{ lessons: [] }, 'A course needs at least one lesson.'],
      [
        { category: 'qb', lessons: [], questions: [] },
        'A question bank needs at least 5 questions.',
      ],
      [{ priceInr: 0 }, 'A free course is free everywhere: set both prices to 0, or neither.'],
      [{ priceInr: -1 }, 'The INR price cannot be negative.'],
    ];
    for (const [over, message] of cases) {
      const res = await call(instructor, 'POST', '/api/learning/instructor/courses', draft(over));
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }
    const q = {
      prompt: 'What does a red light mean?',
      options: ['Go', 'Stop'],
      correctIndex: 2,
      explanation: 'Red means stop.',
    };
    const badAnswer = await call(
      instructor,
      'POST',
      '/api/learning/instructor/courses',
      draft({ category: 'qb', lessons: [], questions: [q, q, q, q, q] }),
    );
    expect(badAnswer.json().message).toBe('The right answer must be one of the options.');
    const after = (
      await call(instructor, 'GET', '/api/learning/instructor/courses')
    ).json() as MyCoursesPage;
    expect(after.count).toBe(before.count);
  });

  it("pages My Courses five at a time with search and sort, and hides others' courses", async () => {
    for (let i = 1; i <= 6; i++) {
      await call(
        instructor,
        'POST',
        '/api/learning/instructor/courses',
        draft({ title: `Night Drive Practice ${i}` }),
      );
    }
    const first = (
      await call(instructor, 'GET', '/api/learning/instructor/courses?keyword=night&sortby=a2z')
    ).json() as MyCoursesPage;
    expect(first).toMatchObject({ count: 6, page: 1, pageCount: 2, pageSize: 5 });
    expect(first.courses.map((c) => c.title)).toEqual(
      [1, 2, 3, 4, 5].map((n) => `Night Drive Practice ${n}`),
    );
    const second = (
      await call(
        instructor,
        'GET',
        '/api/learning/instructor/courses?keyword=night&sortby=a2z&page=2',
      )
    ).json() as MyCoursesPage;
    expect(second.courses.map((c) => c.title)).toEqual(['Night Drive Practice 6']);
    const other = (await studentCookie(t)).cookie;
    await call(other, 'PUT', '/api/learning/instructor', { displayName: 'Another Instructor' });
    const theirs = (
      await call(other, 'GET', '/api/learning/instructor/courses')
    ).json() as MyCoursesPage;
    expect(theirs.count).toBe(0);
    const id = first.courses[0]!.id;
    expect((await call(other, 'GET', `/api/learning/instructor/courses/${id}`)).statusCode).toBe(
      404,
    );
    expect(
      (await call(other, 'PUT', `/api/learning/instructor/courses/${id}`, draft())).statusCode,
    ).toBe(404);
  });
});
