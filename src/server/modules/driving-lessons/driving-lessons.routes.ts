import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  branchQuerySchema,
  lessonSlotListSchema,
  lessonSlotsQuerySchema,
  offeredPackageListSchema,
} from '../../../shared/lesson-api.js';
import type { Db } from '../../db/client.js';
import { lessonSlots } from './lessons.service.js';
import { offeredLessonPackages } from './offered-packages.service.js';

/**
 * What the learner's booking pages read (issue 34): a branch's packages and a week's free
 * slots. Booking a slot comes with the purchase of a package (the next step).
 */
export const drivingLessonsRoutes =
  (db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['lessons'];
    app.get(
      '/api/lessons/packages',
      {
        config: { access: 'public' },
        schema: {
          tags,
          summary: "A branch's practical lesson packages on offer, with the GST in each price",
          querystring: branchQuerySchema,
          response: { 200: offeredPackageListSchema },
        },
      },
      async (request) =>
        offeredLessonPackages(db, request.query.branchId, request.user?.id ?? null),
    );
    app.get(
      '/api/lessons/slots',
      {
        config: { access: 'public' },
        schema: {
          tags,
          summary: "Free lesson slots of a package's branch: an instructor and a training car",
          querystring: lessonSlotsQuerySchema,
          response: { 200: lessonSlotListSchema },
        },
      },
      async (request) =>
        lessonSlots(db, { userId: 0, branchId: null, audited: false }, request.query),
    );
  };
