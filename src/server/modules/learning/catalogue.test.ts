import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CourseDetail, CourseList } from '../../../shared/learning-catalogue.js';
import type { TestApp } from '../../test/test-app.js';
import { createTestApp } from '../../test/test-app.js';
import { FREE_QB, PAID_COURSE, learningApp } from './learning-test-helpers.js';

describe('course catalogue', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await learningApp();
  });
  afterAll(() => t.close());

  const list = async (query: string) => {
    const res = await t.app.inject(`/api/learning/categories/${query}`);
    expect(res.statusCode).toBe(200);
    return res.json() as CourseList;
  };

  it('counts the Live courses of the three categories', async () => {
    const res = await t.app.inject('/api/learning/categories');
    expect(res.json()).toEqual({
      categories: [
        { id: 'exam', title: 'Exam-Oriented Courses', courseCount: 3 },
        { id: 'skill', title: 'Skill Upgrading Courses', courseCount: 5 },
        { id: 'qb', title: 'Question Bank', courseCount: 2 },
      ],
    });
  });

  it('lists a category A to Z by default, and sorts Z to A, latest and oldest', async () => {
    const a2z = (await list('skill/courses')).courses.map((c) => c.title);
    expect(a2z).toEqual([...a2z].sort((a, b) => a.localeCompare(b)));
    expect((await list('skill/courses?sortby=z2a')).courses.map((c) => c.title)).toEqual(
      [...a2z].reverse(),
    );
    const latest = (await list('skill/courses?sortby=latest')).courses.map((c) => c.createdAt);
    expect(latest).toEqual([...latest].sort().reverse());
    const oldest = (await list('skill/courses?sortby=oldest')).courses.map((c) => c.createdAt);
    expect(oldest).toEqual([...latest].reverse());
  });

  it('searches title and summary, literally', async () => {
    const found = await list('skill/courses?keyword=ghat');
    expect(found.courses.map((c) => c.slug)).toEqual(['hill-driving-mainpat-ghats']);
    expect((await list('skill/courses?keyword=%25')).total).toBe(0);
  });

  it('prices by country on the server: INR from costinr, AED from USD, USD elsewhere', async () => {
    const inr = (await list('exam/courses')).courses.find((c) => c.slug === PAID_COURSE)!;
    expect(inr.price).toEqual({
      currency: 'INR',
      list: 149_900,
      campaignPercent: 10,
      final: 134_900,
      free: false,
    });
    const usd = (await list('exam/courses?country=gb')).courses.find((c) => c.slug === PAID_COURSE);
    expect(usd!.price).toMatchObject({ currency: 'USD', list: 1_999, final: 1_800 });
    const aed = (await list('exam/courses?country=AE')).courses.find((c) => c.slug === PAID_COURSE);
    expect(aed!.price).toMatchObject({ currency: 'AED', list: 7_341, final: 6_600 });
  });

  it('shows a course with syllabus, instructor, N/A rating and not enrolled for a visitor', async () => {
    const res = await t.app.inject(`/api/learning/courses/${PAID_COURSE}`);
    const detail = res.json() as CourseDetail;
    expect(detail.syllabus.map((l) => l.title)).toContain('The H-track and 8-track');
    expect(detail.instructor.displayName).toMatch(/Meena Verma/);
    expect(detail).toMatchObject({ rating: 0, reviewCount: 0, enrolled: false, bestPercent: null });
    const qb = (await t.app.inject(`/api/learning/courses/${FREE_QB}`)).json() as CourseDetail;
    // The learner's licence test's shape: 15 drawn from the bank, 30 seconds each.
    expect(qb).toMatchObject({
      questionCount: 15,
      durationSeconds: 15 * 30,
      targetType: 'questionBank',
    });
    expect(qb.bankSize).toBeGreaterThanOrEqual(200);
  });

  it('answers 400 for bad input and 404 for an unknown course', async () => {
    const bad = await t.app.inject('/api/learning/categories/cars/courses');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('The category must be exam, skill or qb.');
    expect((await t.app.inject('/api/learning/categories/qb/courses?page=0')).statusCode).toBe(400);
    expect((await t.app.inject('/api/learning/courses/NOPE')).statusCode).toBe(400);
    const missing = await t.app.inject('/api/learning/courses/no-such-course');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('This course is not available.');
  });

  it('tells the web whether the driving school is on', async () => {
    expect((await t.app.inject('/api/site')).json()).toMatchObject({ learningEnabled: true });
  });
});

describe('LEARNING_ENABLED=false', () => {
  it('registers no learning route and leaves the rental answering', async () => {
    const t = await createTestApp({ env: { LEARNING_ENABLED: 'false' } });
    try {
      expect((await t.app.inject('/api/learning/categories')).statusCode).toBe(404);
      expect((await t.app.inject('/api/learning/courses/x')).statusCode).toBe(404);
      expect((await t.app.inject('/api/site')).json()).toMatchObject({ learningEnabled: false });
      expect((await t.app.inject('/api/catalogue')).statusCode).toBe(200);
      const spec = (await t.app.inject('/api/openapi.json')).json() as { paths: object };
      expect(Object.keys(spec.paths).some((p) => p.startsWith('/api/learning'))).toBe(false);
    } finally {
      await t.close();
    }
  });
});
