import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  enrolmentSchema,
  lessonParamsSchema,
  lessonSchema,
  slugParamsSchema,
} from '../../../shared/learning-catalogue.js';
import { attemptAnswersSchema } from '../../../shared/learning-quiz.js';
import {
  attemptHistorySchema,
  attemptParamsSchema,
  attemptResultSchema,
  myCoursesSchema,
  startedAttemptSchema,
} from '../../../shared/learning-study.js';
import type { Db } from '../../db/client.js';
import { customerOf, requireCustomer } from '../../lib/auth-guard.js';
import { visibleCourse } from './catalogue.service.js';
import { bestPercent, listMyCourses, listSubmittedAttempts } from './study.queries.js';
import { enrolFree, openLesson, startAttempt, submitAttempt } from './study.service.js';

/** A student's side: free enrolment, lessons, mock tests and their attempts, My Courses. */
export const studyRoutes =
  (db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['learning'];
    app.addHook('onRequest', requireCustomer);
    app.addHook('onSend', async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
    });

    app.post(
      '/api/learning/courses/:slug/enrol',
      {
        schema: {
          tags,
          summary: 'Enrol in a free course or question bank',
          params: slugParamsSchema,
          response: { 200: enrolmentSchema },
        },
      },
      async (request) => {
        const user = customerOf(request);
        const course = await visibleCourse(db, request.params.slug, user);
        await enrolFree(db, user.id, course);
        return { slug: course.slug, enrolled: true as const };
      },
    );

    app.get(
      '/api/learning/courses/:slug/lessons/:lessonId',
      {
        schema: {
          tags,
          summary: 'Open a lesson of a course I am enrolled in (counts as opened)',
          params: lessonParamsSchema,
          response: { 200: lessonSchema },
        },
      },
      async (request) => {
        const user = customerOf(request);
        const course = await visibleCourse(db, request.params.slug, user);
        return openLesson(db, user.id, course, request.params.lessonId);
      },
    );

    app.post(
      '/api/learning/courses/:slug/attempts',
      {
        schema: {
          tags,
          summary: 'Start a timed mock test of a question bank I am enrolled in',
          params: slugParamsSchema,
          response: { 200: startedAttemptSchema },
        },
      },
      async (request) => {
        const user = customerOf(request);
        const course = await visibleCourse(db, request.params.slug, user);
        return startAttempt(db, user.id, course);
      },
    );

    app.get(
      '/api/learning/courses/:slug/attempts',
      {
        schema: {
          tags,
          summary: 'My submitted attempts of a question bank, newest first, and my best score',
          params: slugParamsSchema,
          response: { 200: attemptHistorySchema },
        },
      },
      async (request) => {
        const user = customerOf(request);
        const course = await visibleCourse(db, request.params.slug, user);
        const rows = await listSubmittedAttempts(db, user.id, course.id);
        return {
          attempts: rows.map((a) => ({
            attemptId: a.id,
            submittedAt: a.submittedAt!.toISOString(),
            correct: a.correct ?? 0,
            total: a.total,
            percent: a.percent ?? 0,
          })),
          bestPercent: await bestPercent(db, user.id, course.id),
        };
      },
    );

    app.post(
      '/api/learning/attempts/:attemptId',
      {
        schema: {
          tags,
          summary: 'Submit my answers: the score, my best score and every answer explained',
          params: attemptParamsSchema,
          body: attemptAnswersSchema,
          response: { 200: attemptResultSchema },
        },
      },
      (request) =>
        submitAttempt(db, customerOf(request).id, request.params.attemptId, request.body.answers),
    );

    app.get(
      '/api/learning/my-courses',
      {
        schema: {
          tags,
          summary: 'Courses I am enrolled in, with lessons opened and best mock-test score',
          response: { 200: myCoursesSchema },
        },
      },
      async (request) => ({
        courses: (await listMyCourses(db, customerOf(request).id)).map((c) => ({
          ...c,
          bestPercent: c.bestPercent === null ? null : Number(c.bestPercent),
          enrolledAt: c.enrolledAt.toISOString(),
        })),
      }),
    );
  };
