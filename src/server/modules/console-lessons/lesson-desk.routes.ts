import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '../../../shared/console.js';
import {
  lessonBodySchema,
  lessonSchema,
  lessonSlotListSchema,
  lessonSlotsQuerySchema,
} from '../../../shared/lesson-api.js';
import { lessonCalendarQuerySchema, lessonCalendarSchema } from '../../../shared/lesson-console.js';
import type { Db } from '../../db/client.js';
import { assertBranch, branchScope, staffOf } from '../../lib/console-guard.js';
import type { FastifyRequest } from 'fastify';
import {
  cancelLesson,
  createLesson,
  lessonCalendar,
  lessonSlots,
  type LessonActor,
} from '../driving-lessons/index.js';

/** Staff act for their branch (an admin for any), and what they do is audited. */
const actorOf = (request: FastifyRequest): LessonActor => {
  const staff = staffOf(request);
  return { userId: staff.id, branchId: branchScope(staff), audited: true };
};

/**
 * Inside `consoleScope`, open to the desk: a branch's lesson calendar, its free slots, booking
 * and cancelling.
 */
export const lessonDeskRoutes =
  (db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['console'];
    app.get(
      '/api/console/lessons/calendar',
      {
        schema: {
          tags,
          summary:
            "A branch's lessons for a day or a week: instructors by time beside the training cars",
          querystring: lessonCalendarQuerySchema,
          response: { 200: lessonCalendarSchema },
        },
      },
      async (request) => {
        assertBranch(staffOf(request), request.query.branchId);
        return lessonCalendar(db, request.query);
      },
    );
    app.get(
      '/api/console/lessons/slots',
      {
        schema: {
          tags,
          summary: "Free lesson slots of a package's branch: an instructor and a training car",
          querystring: lessonSlotsQuerySchema,
          response: { 200: lessonSlotListSchema },
        },
      },
      async (request) => lessonSlots(db, actorOf(request), request.query),
    );
    app.post(
      '/api/console/lessons',
      {
        schema: {
          tags,
          summary: 'Book a practical lesson for a learner (409 naming the slot when taken)',
          body: lessonBodySchema,
          response: { 201: lessonSchema },
        },
      },
      async (request, reply) => {
        reply.code(201);
        return createLesson(db, actorOf(request), request.body);
      },
    );
    app.post(
      '/api/console/lessons/booked/:id/cancel',
      {
        config: { record: 'lesson' },
        schema: {
          tags,
          summary: 'Cancel a booked lesson: its instructor and car are free again',
          params: idParamsSchema,
          response: { 200: lessonSchema },
        },
      },
      async (request) => cancelLesson(db, actorOf(request), request.params.id),
    );
  };
