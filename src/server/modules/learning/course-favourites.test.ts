import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CourseDetail } from '../../../shared/learning-catalogue.js';
import type { TestApp } from '../../test/test-app.js';
import { FREE_COURSE, PAID_COURSE, learningApp, studentCookie } from './learning-test-helpers.js';

describe('favourite courses', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await learningApp();
  });
  afterAll(() => t.close());

  const courseId = async (slug: string) =>
    (
      (
        await t.app.inject({ method: 'GET', url: `/api/learning/courses/${slug}` })
      ).json() as CourseDetail
    ).id;
  const call = (method: 'GET' | 'PUT' | 'DELETE', cookie: string, id?: number) =>
    t.app.inject({
      method,
      url: id === undefined ? '/api/learning/favourites' : `/api/learning/favourites/${id}`,
      headers: { cookie },
    });
  const listed = async (cookie: string) =>
    ((await call('GET', cookie)).json() as { courses: { slug: string }[] }).courses.map(
      (c) => c.slug,
    );

  it('adds (twice is once), lists newest first, removes, and is each customer’s own', async () => {
    const a = await studentCookie(t);
    const b = await studentCookie(t);
    const free = await courseId(FREE_COURSE);
    const paid = await courseId(PAID_COURSE);

    expect((await call('PUT', a.cookie, free)).json()).toEqual({ courseId: free, favourite: true });
    expect((await call('PUT', a.cookie, free)).statusCode).toBe(200);
    await call('PUT', a.cookie, paid);
    expect(await listed(a.cookie)).toEqual([PAID_COURSE, FREE_COURSE]);
    expect(await listed(b.cookie)).toEqual([]);

    expect((await call('DELETE', a.cookie, paid)).json()).toEqual({
      courseId: paid,
      favourite: false,
    });
    expect(await listed(a.cookie)).toEqual([FREE_COURSE]);
  });

  it('refuses a course that does not exist (404)', async () => {
    const a = await studentCookie(t);
    const missing = await call('PUT', a.cookie, 999_999);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('This course is not available.');
  });
});
