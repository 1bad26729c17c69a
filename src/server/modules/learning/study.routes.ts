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
  lessonDoneBodySchema,
  myCoursesSchema,
  startAttemptQuerySchema,
  startedAttemptSchema,
} from '../../../shared/learning-study.js';
import { PASS_PERCENT } from '../../../shared/learning-quiz.js';
import { z } from 'zod';
import { contentLanguage, contentLanguageQuery } from './content-language.js';
import { courseTexts } from './course-view.js';
import { issueCertificate } from './completion.service.js';
import type { Db } from '../../db/client.js';
import { customerOf, requireCustomer } from '../../lib/auth-guard.js';
import { visibleCourse } from './catalogue.service.js';
import { bestPercent, listMyCourses, listSubmittedAttempts } from './study.queries.js';
import {
  enrolFree,
  markLesson,
  openLesson,
  startAttempt,
  submitAttempt,
  wrongQuestionIds,
} from './study.service.js';
import { must } from '../../../shared/must.js';

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
          querystring: contentLanguageQuery,
          response: { 200: lessonSchema },
        },
      },
      async (request) => {
        const user = customerOf(request);
        const course = await visibleCourse(db, request.params.slug, user);
        const lang = await contentLanguage(request, db, request.query.lang);
        return openLesson(db, user.id, course, request.params.lessonId, lang);
      },
    );

    app.put(
      '/api/learning/courses/:slug/lessons/:lessonId/done',
      {
        schema: {
          tags,
          summary: 'Mark a lesson of a course I study done (or not done)',
          params: lessonParamsSchema,
          body: lessonDoneBodySchema,
          response: { 200: z.object({ lessonId: z.number().int(), done: z.boolean() }) },
        },
      },
      async (request) => {
        const user = customerOf(request);
        const course = await visibleCourse(db, request.params.slug, user);
        return markLesson(db, user.id, course, request.params.lessonId, request.body.done);
      },
    );

    app.post(
      '/api/learning/courses/:slug/certificate',
      {
        schema: {
          tags,
          summary: 'Get my certificate of a course I completed (issued once)',
          params: slugParamsSchema,
          response: { 200: z.object({ code: z.string(), issuedAt: z.string() }) },
        },
      },
      async (request) => {
        const user = customerOf(request);
        const course = await visibleCourse(db, request.params.slug, user);
        const cert = await issueCertificate(db, user.id, course);
        return { code: cert.code, issuedAt: cert.issuedAt.toISOString() };
      },
    );

    app.post(
      '/api/learning/courses/:slug/attempts',
      {
        schema: {
          tags,
          summary:
            'Start a timed mock test (a fresh random draw) or a practice round of my past wrong answers',
          params: slugParamsSchema,
          querystring: startAttemptQuerySchema.extend(contentLanguageQuery.shape),
          response: { 200: startedAttemptSchema },
        },
      },
      async (request) => {
        const user = customerOf(request);
        const course = await visibleCourse(db, request.params.slug, user);
        const lang = await contentLanguage(request, db, request.query.lang);
        return startAttempt(db, user.id, course, lang, request.query.mode);
      },
    );

    app.get(
      '/api/learning/courses/:slug/attempts',
      {
        schema: {
          tags,
          summary:
            'My submitted attempts of a question bank, newest first, and my best mock-test score',
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
            submittedAt: must(a.submittedAt, "a submitted attempt's time").toISOString(),
            correct: a.correct ?? 0,
            total: a.total,
            percent: a.percent ?? 0,
            passed: a.mode === 'mock' && (a.percent ?? 0) >= PASS_PERCENT,
            mode: a.mode,
          })),
          bestPercent: await bestPercent(db, user.id, course.id),
          wrongToPractise: (await wrongQuestionIds(db, user.id, course.id)).length,
        };
      },
    );

    app.post(
      '/api/learning/attempts/:attemptId',
      {
        schema: {
          tags,
          summary:
            'Submit my answers: the score, pass (mock tests only), my best mock-test score and every answer explained',
          params: attemptParamsSchema,
          querystring: contentLanguageQuery,
          body: attemptAnswersSchema,
          response: { 200: attemptResultSchema },
        },
      },
      async (request) =>
        submitAttempt(
          db,
          customerOf(request).id,
          request.params.attemptId,
          request.body.answers,
          await contentLanguage(request, db, request.query.lang),
        ),
    );

    app.get(
      '/api/learning/my-courses',
      {
        schema: {
          tags,
          summary: 'Courses I am enrolled in, with lessons opened and best mock-test score',
          querystring: contentLanguageQuery,
          response: { 200: myCoursesSchema },
        },
      },
      async (request) => {
        const lang = await contentLanguage(request, db, request.query.lang);
        return {
          courses: (await listMyCourses(db, customerOf(request).id)).map(
            ({ hasEnglish, titleHi, summary, summaryHi, ...c }) => ({
              ...c,
              ...courseTexts({ hasEnglish, title: c.title, titleHi, summary, summaryHi }, lang),
              bestPercent: c.bestPercent === null ? null : Number(c.bestPercent),
              enrolledAt: c.enrolledAt.toISOString(),
            }),
          ),
        };
      },
    );
  };
