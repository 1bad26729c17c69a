import type { FastifyError } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  COURSE_DRAFT_MAX_BYTES,
  COURSE_TOO_LARGE,
  courseDraftSchema,
  courseEditSchema,
  idParamsOf,
  instructorProfileSchema,
  myCoursesPageSchema,
  myCoursesQuerySchema,
} from '../../../shared/learning-authoring.js';
import { REVIEW_STATUSES } from '../../../shared/learning-rules.js';
import type { Config } from '../../config.js';
import { HttpError } from '../../lib/http-errors.js';
import type { Db } from '../../db/client.js';
import { customerOf } from '../../lib/auth-guard.js';
import {
  courseForEdit,
  createCourse,
  instructorProfile,
  myCourses,
  requireInstructor,
  saveInstructorProfile,
  updateCourse,
} from './authoring.service.js';
import { LESSON_PICTURE_MAX_WIDTH, saveCoverUpload } from './cover-image.js';
import { authoringRoutesSetup } from './authoring-routes.js';
import { contentLanguage, contentLanguageQuery } from './content-language.js';

const idParams = idParamsOf('course');

/** A course draft's body limit, refused with words an instructor understands. */
const courseBody = {
  bodyLimit: COURSE_DRAFT_MAX_BYTES,
  // Anything else goes on to the app's own error handler.
  errorHandler(error: FastifyError) {
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') throw new HttpError(413, COURSE_TOO_LARGE);
    throw error;
  },
};
const savedSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  status: z.enum(REVIEW_STATUSES),
});
const instructorSchema = z.object({ instructor: instructorProfileSchema.nullable() });

/** Driving instructors: their profile, My Courses, and writing courses for review. */
export const instructorRoutes =
  (db: Db, config: Config): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['learning'];
    const { limit, media } = await authoringRoutesSetup(app, config);

    app.get(
      '/api/learning/instructor',
      {
        schema: {
          tags,
          summary: 'My instructor profile, or null',
          response: { 200: instructorSchema },
        },
      },
      async (request) => ({ instructor: await instructorProfile(db, customerOf(request).id) }),
    );

    app.put(
      '/api/learning/instructor',
      {
        config: limit,
        schema: {
          tags,
          summary: 'Register (or update) me as a driving instructor',
          body: instructorProfileSchema,
          response: { 200: instructorSchema },
        },
      },
      async (request) => ({
        instructor: await saveInstructorProfile(db, customerOf(request).id, request.body),
      }),
    );

    app.get(
      '/api/learning/instructor/courses',
      {
        schema: {
          tags,
          summary: 'My Courses (instructor): search, sort, 5 a page',
          querystring: myCoursesQuerySchema.extend(contentLanguageQuery.shape),
          response: { 200: myCoursesPageSchema },
        },
      },
      async (request) => {
        const userId = customerOf(request).id;
        await requireInstructor(db, userId);
        const lang = await contentLanguage(request, db, request.query.lang);
        return myCourses(db, userId, request.query, lang);
      },
    );

    app.get(
      '/api/learning/instructor/courses/:id',
      {
        schema: {
          tags,
          summary: 'One of my courses, to edit',
          params: idParams,
          response: { 200: courseEditSchema },
        },
      },
      (request) => courseForEdit(db, customerOf(request).id, request.params.id),
    );

    app.post(
      '/api/learning/instructor/courses',
      {
        config: limit,
        ...courseBody,
        schema: {
          tags,
          summary: 'Write a course or question bank and submit it for review',
          body: courseDraftSchema,
          response: { 201: savedSchema },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await createCourse(db, media, customerOf(request).id, request.body)),
    );

    // A cover is cropped to the course card's 16:9; a picture in a lesson's text keeps its shape.
    const pictureUploads = [
      {
        url: '/api/learning/instructor/course-images',
        summary: 'Upload a course cover, cropped to 800x450',
        prefix: 'cover',
        size: { fit: 'cover', width: 800, height: 450 },
      },
      {
        url: '/api/learning/instructor/lesson-images',
        summary: `Upload a picture for a lesson's text, kept whole (at most ${LESSON_PICTURE_MAX_WIDTH} px wide)`,
        prefix: 'lesson',
        size: { fit: 'width', maxWidth: LESSON_PICTURE_MAX_WIDTH },
      },
    ] as const;
    for (const upload of pictureUploads) {
      app.post(
        upload.url,
        {
          config: { ...limit, access: 'customer' },
          schema: {
            tags,
            summary: `${upload.summary} (multipart field "file"; JPEG, PNG or WebP, 5 MB)`,
            consumes: ['multipart/form-data'],
            response: { 201: z.object({ imageUrl: z.string() }) },
          },
        },
        async (request, reply) => {
          await requireInstructor(db, customerOf(request).id);
          const imageUrl = await saveCoverUpload(request, media, {
            folder: 'courses',
            prefix: upload.prefix,
            size: upload.size,
          });
          return reply.status(201).send({ imageUrl });
        },
      );
    }

    app.put(
      '/api/learning/instructor/courses/:id',
      {
        config: limit,
        ...courseBody,
        schema: {
          tags,
          summary: 'Save my course; it goes (back) to On Review',
          params: idParams,
          body: courseDraftSchema,
          response: { 200: savedSchema },
        },
      },
      (request) => updateCourse(db, customerOf(request).id, request.params.id, request.body),
    );
  };
