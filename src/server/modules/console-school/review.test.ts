import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CourseForReview } from '../../../shared/learning-authoring.js';
import { auditLog, blogCategories, blogs, outboxMessages } from '../../db/schema.js';
import type { TestApp } from '../../test/test-app.js';
import {
  courseDraft,
  learningApp,
  staffCookie,
  studentCookie,
} from '../learning/learning-test-helpers.js';

/** Issue 21: staff see what they approve, and the author hears what was decided and why. */
describe('the console review of courses and customer blogs', () => {
  let t: TestApp;
  let staff: string;
  const call = (cookie: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
  const mailsTo = async (email: string) => {
    await t.events.idle(); // the mails go from the committed decision, off the request
    return t.db
      .select({ subject: outboxMessages.subject, text: outboxMessages.text })
      .from(outboxMessages)
      .where(and(eq(outboxMessages.recipient, email), eq(outboxMessages.channel, 'email')));
  };

  beforeAll(async () => {
    t = await learningApp();
    staff = await staffCookie(t);
  });
  afterAll(() => t.close());

  it('previews a course On Review with its cover, prices, lessons and questions', async () => {
    const { cookie, student } = await studentCookie(t);
    await call(cookie, 'PUT', '/api/learning/instructor', { displayName: 'Kiran Patel, Durg' });
    const draft = courseDraft({ priceUsd: 9.98 });
    const { id } = (await call(cookie, 'POST', '/api/learning/instructor/courses', draft)).json();

    expect((await call(cookie, 'GET', `/api/learning/staff/courses/${id}`)).statusCode).toBe(403);
    expect((await t.app.inject(`/api/learning/staff/courses/${id}`)).statusCode).toBe(401);
    const preview = await call(staff, 'GET', `/api/learning/staff/courses/${id}`);
    expect(preview.statusCode).toBe(200);
    const course = preview.json<CourseForReview>();
    expect(course).toMatchObject({ id, status: 'review', instructorDisplay: 'Kiran Patel, Durg' });
    expect(course.draft.imageUrl).toMatch(/^\/media\/courses\//);
    expect(course.draft.lessons.map((l) => l.title)).toEqual(['Reference points']);
    expect(course.prices.map((p) => [p.currency, p.list, p.final])).toEqual([
      ['INR', 49_900, 49_900],
      ['USD', 998, 998],
      ['AED', 3_665, 3_665],
    ]);

    const rejected = await call(staff, 'POST', `/api/learning/staff/courses/${id}/decision`, {
      decision: 'rejected',
      reason: 'Please add a lesson on parallel parking.',
    });
    expect(rejected.json()).toEqual({ id, status: 'rejected' });
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.recordType, 'course'), eq(auditLog.recordId, String(id))));
    expect(audit).toMatchObject({ action: 'course.rejected' });
    const [mail] = await mailsTo(student.email);
    expect(mail!.subject).toBe('Your course "Reversing into a Parking Spot" was not approved');
    expect(mail!.text).toContain('Reason: Please add a lesson on parallel parking.');
    // Reviewed already: no second decision, no preview.
    expect((await call(staff, 'GET', `/api/learning/staff/courses/${id}`)).statusCode).toBe(404);
  });

  it("previews a mock test's questions with their answers, and mails when it goes Live", async () => {
    const { cookie, student } = await studentCookie(t);
    await call(cookie, 'PUT', '/api/learning/instructor', { displayName: 'Meena Verma' });
    const bank = courseDraft({
      category: 'qb',
      lessons: [],
      questions: ['red', 'amber', 'green', 'blue', 'white'].map((colour) => ({
        prompt: `What does a ${colour} light mean?`,
        options: ['Stop', 'Go'],
        correctIndex: 0,
        explanation: 'Stop unless it is green.',
      })),
    });
    const { id, slug } = (
      await call(cookie, 'POST', '/api/learning/instructor/courses', bank)
    ).json();
    const preview = (
      await call(staff, 'GET', `/api/learning/staff/courses/${id}`)
    ).json<CourseForReview>();
    expect(preview.draft.questions[0]).toMatchObject({
      prompt: 'What does a red light mean?',
      options: ['Stop', 'Go'],
      correctIndex: 0,
    });
    await call(staff, 'POST', `/api/learning/staff/courses/${id}/decision`, { decision: 'live' });
    const [mail] = await mailsTo(student.email);
    expect(mail!.subject).toBe('Your course "Reversing into a Parking Spot" is Live');
    expect(mail!.text).toContain(`Hello ${student.name},`);
    expect(mail!.text).toContain(`/course/${slug}`);
  });

  it("previews a customer's blog On Review and mails its author the decision", async () => {
    const { student } = await studentCookie(t);
    const [category] = await t.db.select({ id: blogCategories.id }).from(blogCategories).limit(1);
    const [blog] = await t.db
      .insert(blogs)
      .values({
        categoryId: category!.id,
        title: 'My first drive to Bilaspur',
        slug: 'my-first-drive-to-bilaspur',
        imageUrl: '/media/blog/cover.jpg',
        excerpt: 'NH-130 for the first time.',
        bodyHtml: '<p>NH-130 for the first time.</p>',
        status: 'review',
        authorId: student.id,
      })
      .returning({ id: blogs.id });
    const id = blog!.id;
    const preview = await call(staff, 'GET', `/api/learning/staff/blogs/${id}`);
    expect(preview.json()).toMatchObject({
      title: 'My first drive to Bilaspur',
      imageUrl: '/media/blog/cover.jpg',
      bodyHtml: '<p>NH-130 for the first time.</p>',
      authorName: student.name,
    });
    await call(staff, 'POST', `/api/learning/staff/blogs/${id}/decision`, {
      decision: 'rejected',
      reason: 'Please add a photo of the highway.',
    });
    const [mail] = await mailsTo(student.email);
    expect(mail!.subject).toBe('Your blog "My first drive to Bilaspur" was not published');
    expect(mail!.text).toContain('Reason: Please add a photo of the highway.');
  });
});
