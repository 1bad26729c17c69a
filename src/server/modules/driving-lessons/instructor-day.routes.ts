import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  attendanceBodySchema,
  instructorDayQuerySchema,
  instructorDaySchema,
  instructorLessonSchema,
  lessonIdParamsSchema,
  lessonSkillsBodySchema,
  purchaseIdParamsSchema,
  readyBodySchema,
  readyResultSchema,
} from '../../../shared/lesson-progress-api.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { customerOf, requireCustomer } from '../../lib/auth-guard.js';
import { MINUTE_MS, routeLimit } from '../../lib/route-limit.js';
import { markAttendance, saveLessonSkills, setReadiness } from './attendance.service.js';
import { instructorDay } from './instructor-day.queries.js';

/**
 * The practical instructor's day on a phone (issue 34 item 4, decision 0048): their lessons
 * of a day, attendance, the skills record and "ready for the test". Instructors sign in as
 * the school's users; only their own lessons answer (404 for another's).
 */
export const instructorDayRoutes =
  ({ db, config }: { db: Db; config: Config }): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['lessons'];
    // A day's lessons each take a tap or two and a save or two; corrections are rare.
    const limit = routeLimit(config, 120, 15 * MINUTE_MS, 'user');
    app.addHook('onRequest', requireCustomer);
    app.addHook('onSend', async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
    });

    app.get(
      '/api/instructor/lessons',
      {
        schema: {
          tags,
          summary: 'My lessons of an IST day (today by default): who, where, and how far along',
          querystring: instructorDayQuerySchema,
          response: { 200: instructorDaySchema },
        },
      },
      async (request) => instructorDay(db, customerOf(request).id, request.query.date),
    );
    app.post(
      '/api/instructor/lessons/:id/attendance',
      {
        config: limit,
        schema: {
          tags,
          summary: 'Mark my lesson: the learner arrived (from 15 minutes before) or a no-show',
          params: lessonIdParamsSchema,
          body: attendanceBodySchema,
          response: { 200: instructorLessonSchema },
        },
      },
      async (request) =>
        markAttendance(db, customerOf(request).id, request.params.id, request.body.status),
    );
    app.put(
      '/api/instructor/lessons/:id/skills',
      {
        config: limit,
        schema: {
          tags,
          summary: 'Record (or correct) the skills graded in my taught lesson, and its note',
          params: lessonIdParamsSchema,
          body: lessonSkillsBodySchema,
          response: { 200: instructorLessonSchema },
        },
      },
      async (request) =>
        saveLessonSkills(db, customerOf(request).id, request.params.id, request.body),
    );
    app.post(
      '/api/instructor/purchases/:id/ready',
      {
        config: limit,
        schema: {
          tags,
          summary: 'Say a learner I taught is ready for the licence test on a package, or not',
          params: purchaseIdParamsSchema,
          body: readyBodySchema,
          response: { 200: readyResultSchema },
        },
      },
      async (request) =>
        setReadiness(db, customerOf(request).id, request.params.id, request.body.ready),
    );
  };
