import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  blogForReviewSchema,
  courseForReviewSchema,
  idParamsOf,
  reviewDecisionSchema,
} from '../../../shared/learning-authoring.js';
import { staffCourseOrderSchema } from '../../../shared/learning-orders.js';
import { staffOf } from '../../lib/console-guard.js';
import {
  blogForReview,
  blogsOnReview,
  courseForReview,
  coursesOnReview,
  decideBlog,
  decideCourse,
  type ReviewDeps,
  staffCourseOrders,
} from '../learning/index.js';

const decided = { 200: z.object({ id: z.number().int(), status: z.enum(['live', 'rejected']) }) };

/**
 * Inside `consoleScope` (active staff only): courses and customers' blogs On Review, a preview
 * of each as it will be published, and the decision (Live, or Rejected with the reason its
 * author is mailed). Each decision is audited. The driving school's module does the work
 * (learning/course-review.service.ts): these routes only call it.
 */
export const consoleReviewRoutes =
  (deps: ReviewDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['learning-staff'];

    app.get(
      '/api/learning/staff/course-orders',
      {
        schema: {
          tags,
          summary: 'Paid and refunded course orders, newest first (the payments page)',
          response: { 200: z.object({ orders: z.array(staffCourseOrderSchema) }) },
        },
      },
      async () => ({ orders: await staffCourseOrders(deps.db) }),
    );

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
      async () => ({ courses: await coursesOnReview(deps.db) }),
    );

    app.get(
      '/api/learning/staff/courses/:id',
      {
        schema: {
          tags,
          summary: 'Preview a course On Review: cover, prices, lessons and questions with answers',
          params: idParamsOf('course'),
          response: { 200: courseForReviewSchema },
        },
      },
      (request) => courseForReview(deps, request.params.id),
    );

    app.post(
      '/api/learning/staff/courses/:id/decision',
      {
        schema: {
          tags,
          summary: 'Make a course Live, or reject it with the reason the instructor is mailed',
          params: idParamsOf('course'),
          body: reviewDecisionSchema,
          response: decided,
        },
      },
      (request) => decideCourse(deps, staffOf(request).id, request.params.id, request.body),
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
      async () => ({ blogs: await blogsOnReview(deps.db) }),
    );

    app.get(
      '/api/learning/staff/blogs/:id',
      {
        schema: {
          tags,
          summary: "Preview a customer's blog On Review: cover, category and text",
          params: idParamsOf('blog'),
          response: { 200: blogForReviewSchema },
        },
      },
      (request) => blogForReview(deps.db, request.params.id),
    );

    app.post(
      '/api/learning/staff/blogs/:id/decision',
      {
        schema: {
          tags,
          summary:
            'Make a blog Live (published now), or reject it with the reason the author is mailed',
          params: idParamsOf('blog'),
          body: reviewDecisionSchema,
          response: decided,
        },
      },
      (request) => decideBlog(deps, staffOf(request).id, request.params.id, request.body),
    );
  };
