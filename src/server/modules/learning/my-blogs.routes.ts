import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  blogDraftSchema,
  blogEditSchema,
  myBlogsPageSchema,
  myBlogsQuerySchema,
} from '../../../shared/learning-blogs.js';
import { REVIEW_STATUSES } from '../../../shared/learning-rules.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { customerOf, requireCustomer } from '../../lib/auth-guard.js';
import { badRequest, HttpError } from '../../lib/http-errors.js';
import { routeLimit } from '../../lib/route-limit.js';
import { normaliseUpload } from '../../lib/upload-image.js';
import { blogForEdit, createBlog, myBlogs, updateBlog } from './my-blogs.service.js';

const COVER_MAX_BYTES = 5 * 1024 * 1024;
const idParams = z.object({
  id: z.coerce
    .number({ error: 'The blog id must be a number.' })
    .int({ error: 'The blog id must be a whole number.' })
    .positive({ error: 'The blog id must be a whole number.' })
    .max(2_147_483_647, { error: 'The blog id is too large.' }),
});
const savedSchema = z.object({ blogid: z.number().int(), status: z.enum(REVIEW_STATUSES) });

/** My Blogs: customers and instructors write posts; staff review them before they are Live. */
export const myBlogsRoutes =
  (db: Db, config: Config): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['learning'];
    const limit = routeLimit(config, 30, 15 * 60_000, 'user');
    app.addHook('onRequest', requireCustomer);
    app.addHook('onSend', async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
    });
    await app.register(multipart, {
      limits: { fileSize: COVER_MAX_BYTES, files: 1, fields: 2, parts: 3 },
    });

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
        if (!request.isMultipart()) throw badRequest('Please choose an image to upload.');
        const part = await request.file();
        if (!part) throw badRequest('Please choose an image to upload.');
        let buf: Buffer;
        try {
          buf = await part.toBuffer();
        } catch (error) {
          if ((error as { statusCode?: number }).statusCode === 413) {
            throw new HttpError(413, 'The image is too large. The limit is 5 MB.');
          }
          throw error;
        }
        const image = await normaliseUpload(buf, { allowPdf: false });
        // Public once the post is Live, so it sits with the blog pictures; the name is unguessable.
        const name = `member-${randomBytes(16).toString('hex')}.jpg`;
        await fs.mkdir(path.join(config.mediaDir, 'blog'), { recursive: true });
        await fs.writeFile(path.join(config.mediaDir, 'blog', name), image.data, { mode: 0o644 });
        return reply.status(201).send({ imageUrl: `/media/blog/${name}` });
      },
    );
  };
