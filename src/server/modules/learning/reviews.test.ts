import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CourseDetail } from '../../../shared/learning-catalogue.js';
import type { TestApp } from '../../test/test-app.js';
import { FREE_COURSE, learningApp, studentCookie } from './learning-test-helpers.js';

describe('course reviews', () => {
  let t: TestApp;
  const url = `/api/learning/courses/${FREE_COURSE}/reviews`;
  const review = (cookie: string, payload: object) =>
    t.app.inject({ method: 'POST', url, headers: { cookie }, payload });
  const enrolledStudent = async () => {
    const s = await studentCookie(t);
    await t.app.inject({
      method: 'POST',
      url: `/api/learning/courses/${FREE_COURSE}/enrol`,
      headers: { cookie: s.cookie },
    });
    return s;
  };

  beforeAll(async () => {
    t = await learningApp();
  });
  afterAll(() => t.close());

  it('needs a rating, in half stars, from an enrolled student, once', async () => {
    const stranger = await studentCookie(t);
    const notEnrolled = await review(stranger.cookie, { rating: 4 });
    expect(notEnrolled.statusCode).toBe(403);
    expect(notEnrolled.json().message).toBe('Only students enrolled in this course can review it.');

    const a = await enrolledStudent();
    const noRating = await review(a.cookie, { comment: 'Great' });
    expect(noRating.statusCode).toBe(400);
    expect(noRating.json().message).toBe('Please choose a rating.');
    expect((await review(a.cookie, { rating: 4.3 })).json().message).toBe(
      'A rating is in half stars.',
    );
    expect((await review(a.cookie, { rating: 5.5 })).statusCode).toBe(400);

    expect(
      (await review(a.cookie, { rating: 4.5, comment: 'Clear and practical.' })).statusCode,
    ).toBe(201);
    const twice = await review(a.cookie, { rating: 1 });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('You have already reviewed this course.');
  });

  it('averages ratings on the course and lists reviews with the student name', async () => {
    const b = await enrolledStudent();
    await review(b.cookie, { rating: 3.5 });
    const detail = (
      await t.app.inject(`/api/learning/courses/${FREE_COURSE}`)
    ).json() as CourseDetail;
    expect(detail).toMatchObject({ rating: 4, reviewCount: 2 });
    expect(detail.reviews.map((r) => r.rating).sort()).toEqual([3.5, 4.5]);
    expect(detail.reviews.find((r) => r.rating === 3.5)!.studentName).toBe(b.student.name);
  });
});
