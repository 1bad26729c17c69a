import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '../../../shared/console.js';
import {
  branchQuerySchema,
  instructorScheduleBodySchema,
  instructorScheduleListSchema,
  instructorScheduleSchema,
  leaveBodySchema,
  leaveParamsSchema,
  lessonPackageBodySchema,
  lessonPackageListSchema,
  lessonPackageSchema,
} from '../../../shared/lesson-api.js';
import { LESSON_PACKAGE_PRESETS } from '../../../shared/lesson-rules.js';
import type { Db } from '../../db/client.js';
import { assertBranch, staffOf } from '../../lib/console-guard.js';
import {
  addInstructorLeave,
  createLessonPackage,
  deleteInstructorLeave,
  listInstructorSchedules,
  listLessonPackages,
  setInstructorSchedule,
  updateLessonPackage,
} from '../driving-lessons/index.js';

const presetListSchema = z.object({
  presets: z.array(lessonPackageBodySchema.omit({ branchId: true, isActive: true })),
});

/** Inside `consoleScope`, for managers: the branch's packages and instructors' schedules. */
export const lessonSetupRoutes =
  (db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['console'];
    const pkg = { record: 'lesson_package' as const };
    const instructor = { record: 'instructor' as const };
    app.get(
      '/api/console/lessons/packages',
      {
        schema: {
          tags,
          summary: "A branch's practical lesson packages, offered or not",
          querystring: branchQuerySchema,
          response: { 200: lessonPackageListSchema },
        },
      },
      async (request) => {
        assertBranch(staffOf(request), request.query.branchId);
        return listLessonPackages(db, request.query.branchId, false);
      },
    );
    app.get(
      '/api/console/lessons/package-presets',
      {
        schema: {
          tags,
          summary: 'Packages to start from: the ADTC-shaped course (29 hours) and shorter ones',
          response: { 200: presetListSchema },
        },
      },
      async () => ({ presets: [...LESSON_PACKAGE_PRESETS] }),
    );
    app.post(
      '/api/console/lessons/packages',
      {
        schema: {
          tags,
          summary: 'Add a lesson package to a branch',
          body: lessonPackageBodySchema,
          response: { 201: lessonPackageSchema },
        },
      },
      async (request, reply) => {
        reply.code(201);
        return createLessonPackage(db, staffOf(request), request.body);
      },
    );
    app.put(
      '/api/console/lessons/packages/:id',
      {
        config: pkg,
        schema: {
          tags,
          summary: 'Change a lesson package (its price applies to purchases from now on)',
          params: idParamsSchema,
          body: lessonPackageBodySchema,
          response: { 200: lessonPackageSchema },
        },
      },
      async (request) => updateLessonPackage(db, staffOf(request), request.params.id, request.body),
    );
    app.get(
      '/api/console/lessons/instructors',
      {
        schema: {
          tags,
          summary: "The school's instructors with their branch, working hours and leave",
          response: { 200: instructorScheduleListSchema },
        },
      },
      async (request) => listInstructorSchedules(db, staffOf(request)),
    );
    app.put(
      '/api/console/lessons/instructors/:id/schedule',
      {
        config: instructor,
        schema: {
          tags,
          summary: "Set an instructor's branch and working hours for practical lessons",
          params: idParamsSchema,
          body: instructorScheduleBodySchema,
          response: { 200: instructorScheduleSchema },
        },
      },
      async (request) =>
        setInstructorSchedule(db, staffOf(request), request.params.id, request.body),
    );
    app.post(
      '/api/console/lessons/instructors/:id/leave',
      {
        config: instructor,
        schema: {
          tags,
          summary: 'Give a practical instructor leave (both dates included)',
          params: idParamsSchema,
          body: leaveBodySchema,
          response: { 201: instructorScheduleSchema },
        },
      },
      async (request, reply) => {
        reply.code(201);
        return addInstructorLeave(db, staffOf(request), request.params.id, request.body);
      },
    );
    app.delete(
      '/api/console/lessons/instructors/:id/leave/:leaveId',
      {
        config: instructor,
        schema: {
          tags,
          summary: "Take back an instructor's leave",
          params: leaveParamsSchema,
          response: { 200: instructorScheduleSchema },
        },
      },
      async (request) =>
        deleteInstructorLeave(db, staffOf(request), request.params.id, request.params.leaveId),
    );
  };
