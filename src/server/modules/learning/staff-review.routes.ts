import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { reviewDecisionSchema } from '../../../shared/learning-authoring.js';
import { LEARNING_MESSAGES } from '../../../shared/learning-rules.js';
import type { Db } from '../../db/client.js';
import { blogs, users } from '../../db/schema.js';
import { courses, instructors } from '../../db/schema.js';
import { requireStaff } from '../../lib/auth-guard.js';
import { notFound } from '../../lib/http-errors.js';
import { idParamsOf } from './authoring-routes.js';
import { setPostStatus } from '../console-content/posts.service.js';

const idParams = idParamsOf('course');
/** A review decision on one post or course: Live, or Rejected with the reason its author sees. */
const decisionSchema = {
  params: idParams,
  body: reviewDecisionSchema,
  response: {
    200: z.object({ id: z.number().int(), status: z.enum(['live', 'rejected']) }),
  },
};

/** Staff review of submitted courses and customer blogs: list On Review, make one Live or reject it with a reason. */
export const staffReviewRoutes =
  (db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['learning-staff'];
    app.addHook('onRequest', requireStaff);
    app.addHook('onSend', async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
    });

    app.get(
      '/api/learning/staff/courses',
      {
        schema: {
          tags,
          summary: 'Courses waiting for review (On Review), oldest first',
          response: {
            200: z.object({
              courses: z.array(
                z.object({
                  id: z.number().int(),
                  slug: z.string(),
                  title: z.string(),
                  category: z.string(),
                  summary: z.string(),
                  /** Both languages (decision 0032): English absent when hasEnglish is false. */
                  hasEnglish: z.boolean(),
                  titleHi: z.string().nullable(),
                  summaryHi: z.string().nullable(),
                  instructorDisplay: z.string(),
                  updatedAt: z.string(),
                }),
              ),
            }),
          },
        },
      },
      async () => {
        const rows = await db
          .select({
            id: courses.id,
            slug: courses.slug,
            title: courses.title,
            category: courses.category,
            summary: courses.summary,
            hasEnglish: courses.hasEnglish,
            titleHi: courses.titleHi,
            summaryHi: courses.summaryHi,
            instructorDisplay: instructors.displayName,
            updatedAt: courses.updatedAt,
          })
          .from(courses)
          .innerJoin(instructors, eq(instructors.userId, courses.instructorId))
          .where(eq(courses.status, 'review'))
          .orderBy(asc(courses.updatedAt))
          .limit(200);
        return { courses: rows.map((r) => ({ ...r, updatedAt: r.updatedAt.toISOString() })) };
      },
    );

    app.get(
      '/api/learning/staff/blogs',
      {
        schema: {
          tags,
          summary: "Customers' and instructors' blogs waiting for review, oldest first",
          response: {
            200: z.object({
              blogs: z.array(
                z.object({
                  id: z.number().int(),
                  title: z.string(),
                  excerpt: z.string(),
                  author: z.string(),
                  updatedAt: z.string(),
                }),
              ),
            }),
          },
        },
      },
      async () => {
        const rows = await db
          .select({
            id: blogs.id,
            title: blogs.title,
            excerpt: blogs.excerpt,
            author: users.name,
            updatedAt: blogs.updatedAt,
          })
          .from(blogs)
          .innerJoin(users, eq(users.id, blogs.authorId))
          .where(eq(blogs.status, 'review'))
          .orderBy(asc(blogs.updatedAt))
          .limit(200);
        return { blogs: rows.map((r) => ({ ...r, updatedAt: r.updatedAt.toISOString() })) };
      },
    );

    app.post(
      '/api/learning/staff/blogs/:id/decision',
      {
        schema: {
          tags,
          summary: 'Make a blog Live (published now), or reject it with the reason the author sees',
          ...decisionSchema,
        },
      },
      async (request) => {
        const { decision, reason } = request.body;
        const [row] = await db
          .select({ id: blogs.id })
          .from(blogs)
          .where(
            and(
              eq(blogs.id, request.params.id),
              eq(blogs.status, 'review'),
              isNotNull(blogs.authorId),
            ),
          );
        if (!row) throw notFound('This blog was not found. It may have been reviewed already.');
        // The console's one write path for a post's status: dated when published, audited.
        await setPostStatus(db, { id: request.user!.id }, row.id, { status: decision, reason });
        return { id: row.id, status: decision };
      },
    );

    app.post(
      '/api/learning/staff/courses/:id/decision',
      {
        schema: {
          tags,
          summary: 'Make a course Live, or reject it with the reason the instructor will see',
          ...decisionSchema,
        },
      },
      async (request) => {
        const { decision, reason } = request.body;
        const [row] = await db
          .update(courses)
          .set({ status: decision, rejectReason: decision === 'rejected' ? reason : null })
          .where(and(eq(courses.id, request.params.id), eq(courses.status, 'review')))
          .returning({ id: courses.id });
        if (!row)
          throw notFound(`${LEARNING_MESSAGES.courseNotFound} It may have been reviewed already.`);
        return { id: row.id, status: decision };
      },
    );
  };
