import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  blogDraftSchema,
  blogEditSchema,
  myBlogsPageSchema,
  myBlogsQuerySchema,
} from '../../../shared/learning-blogs.js';
import { idParamsOf } from '../../../shared/learning-authoring.js';
import { REVIEW_STATUSES } from '../../../shared/learning-rules.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { customerOf } from '../../lib/auth-guard.js';
import { saveCoverUpload } from './cover-image.js';
import { authoringRoutesSetup } from './authoring-routes.js';
import { blogForEdit, createBlog, myBlogs, updateBlog } from './my-blogs.service.js';

const idParams = idParamsOf('blog');
const savedSchema = z.object({ blogid: z.number().int(), status: z.enum(REVIEW_STATUSES) });

/** My Blogs: customers and instructors write posts; staff review them before they are Live. */
export const myBlogsRoutes =
  (db: Db, config: Config): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['learning'];
    const { limit, media } = await authoringRoutesSetup(app, config);

    app.get(
      '/api/learning/my-blogs',
      {
        schema: {
          tags,
          summary: 'My Blogs: search, sort (Name A2Z, Name Z2A, Latest, Oldest), 5 a page',
          querystring: myBlogsQuerySchema,
          response: { 200: myBlogsPageSchema },
        },
      },
      (request) => myBlogs(db, customerOf(request).id, request.query),
    );

    app.get(
      '/api/learning/my-blogs/:id',
      {
        schema: {
          tags,
          summary: 'One of my blogs, to edit',
          params: idParams,
          response: { 200: blogEditSchema },
        },
      },
      (request) => blogForEdit(db, customerOf(request).id, request.params.id),
    );

    app.post(
      '/api/learning/my-blogs',
      {
        config: limit,
        schema: {
          tags,
          summary: 'Write a blog; it goes On Review',
          body: blogDraftSchema,
          response: { 201: savedSchema },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await createBlog(db, customerOf(request).id, request.body)),
    );

    app.put(
      '/api/learning/my-blogs/:id',
      {
        config: limit,
        schema: {
          tags,
          summary: 'Save my blog; it goes (back) to On Review',
          params: idParams,
          body: blogDraftSchema,
          response: { 200: savedSchema },
        },
      },
      (request) => updateBlog(db, customerOf(request).id, request.params.id, request.body),
    );

    app.post(
      '/api/learning/blog-images',
      {
        config: limit,
        schema: {
          tags,
          summary: 'Upload a blog cover image (multipart field "file"; JPEG, PNG or WebP, 5 MB)',
          consumes: ['multipart/form-data'],
          response: { 201: z.object({ imageUrl: z.string() }) },
        },
      },
      async (request, reply) => {
        // Public once the post is Live, so it sits with the blog pictures.
        const imageUrl = await saveCoverUpload(request, media, {
          folder: 'blog',
          prefix: 'member',
        });
        return reply.status(201).send({ imageUrl });
      },
    );
  };
