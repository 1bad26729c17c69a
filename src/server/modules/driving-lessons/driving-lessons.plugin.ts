import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { lessonCertificateRoutes } from './certificate.routes.js';
import {
  drivingLessonsRoutes as learnerLessonRoutes,
  type DrivingLessonsDeps,
} from './driving-lessons.routes.js';
import { instructorDayRoutes } from './instructor-day.routes.js';
import { learnerProgressRoutes } from './learner-progress.routes.js';

export type { DrivingLessonsDeps };

/** Every route of practical lessons, registered with the driving school (LEARNING_ENABLED). */
export const drivingLessonsRoutes =
  (deps: DrivingLessonsDeps): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(learnerLessonRoutes(deps));
    await app.register(instructorDayRoutes(deps));
    await app.register(learnerProgressRoutes(deps));
    await app.register(lessonCertificateRoutes(deps.db, deps.config));
  };
