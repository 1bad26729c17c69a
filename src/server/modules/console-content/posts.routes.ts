import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '../../../shared/console.js';
import {
  CONTENT_IMAGE_MAX_BYTES,
  categoryBodySchema,
  consoleCategoriesSchema,
  consoleCategorySchema,
  consolePostListSchema,
  consolePostQuerySchema,
  consolePostSchema,
  postBodySchema,
  postStatusBodySchema,
  uploadedImageSchema,
} from '../../../shared/console-content.js';
import { tooLargeMessage } from '../../../shared/uploads.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import type { EventBus } from '../../lib/events/event-bus.js';
import { staffOf } from '../../lib/console-guard.js';
import { readUploadedFile } from '../../lib/read-upload.js';
import { removeContentImage, writeContentImage } from './content-image.service.js';
import {
  createPost,
  deletePost,
  getPost,
  listCategories,
  listPosts,
  saveCategory,
  setPostStatus,
  updatePost,
} from '../content/index.js';
import { createPublicMedia } from '../../lib/storage/public-media.js';

export const IMAGE_MESSAGES = {
  missing: 'Please choose an image to upload.',
  tooLarge: tooLargeMessage('image', CONTENT_IMAGE_MAX_BYTES),
};

/** Inside the content scope (admins only): blog posts, their categories and cover images. */
export const postsRoutes =
  (db: Db, config: Config, events: EventBus): FastifyPluginAsyncZod =>
  async (app) => {
    const media = createPublicMedia(config);
    const tags = ['console-content'];
    const post = { record: 'post' as const };
    await app.register(multipart, {
      limits: { fileSize: CONTENT_IMAGE_MAX_BYTES, files: 1, parts: 2 },
    });

    app.get(
      '/api/console/content/posts',
      {
        schema: {
          tags,
          summary:
            'Every blog post (business and customers), On Review first; search, status, page',
          querystring: consolePostQuerySchema,
          response: { 200: consolePostListSchema },
        },
      },
      async (request) => listPosts(db, request.query),
    );
    app.post(
      '/api/console/content/posts',
      {
        schema: {
          tags,
          summary: 'Write a post (On Review until published); the body is sanitised',
          body: postBodySchema,
          response: { 201: consolePostSchema },
        },
      },
      async (request, reply) => {
        reply.code(201);
        return createPost(db, staffOf(request), request.body);
      },
    );
    app.get(
      '/api/console/content/posts/:id',
      {
        config: post,
        schema: {
          tags,
          summary: 'One post to edit',
          params: idParamsSchema,
          response: { 200: consolePostSchema },
        },
      },
      async (request) => getPost(db, request.params.id),
    );
    app.put(
      '/api/console/content/posts/:id',
      {
        config: post,
        schema: {
          tags,
          summary: 'Edit a post (status kept; a Live post changes on the blog at once)',
          params: idParamsSchema,
          body: postBodySchema,
          response: { 200: consolePostSchema },
        },
      },
      async (request) => updatePost(db, staffOf(request), request.params.id, request.body),
    );
    app.post(
      '/api/console/content/posts/:id/status',
      {
        config: post,
        schema: {
          tags,
          summary: 'Publish (live), unpublish (review) or reject with a reason',
          params: idParamsSchema,
          body: postStatusBodySchema,
          response: { 200: consolePostSchema },
        },
      },
      // With the event bus: a customer's post made Live or rejected mails its author.
      async (request) =>
        setPostStatus(db, staffOf(request), request.params.id, request.body, events),
    );
    app.delete(
      '/api/console/content/posts/:id',
      {
        config: post,
        schema: {
          tags,
          summary: 'Delete a post (audited with what it was); its cover picture goes too',
          params: idParamsSchema,
          response: { 204: z.null() },
        },
      },
      async (request, reply) => {
        const { orphanedCover } = await deletePost(db, staffOf(request), request.params.id);
        // After the commit: a failed delete keeps the picture its post still shows.
        if (orphanedCover) await removeContentImage(media, 'blog', orphanedCover);
        return reply.code(204).send(null);
      },
    );
    app.post(
      '/api/console/content/blog-covers',
      {
        schema: {
          tags,
          summary: 'Upload a cover image (multipart "file"); checked and cropped to 1200×630',
          consumes: ['multipart/form-data'],
          response: { 201: uploadedImageSchema },
        },
      },
      async (request, reply) => {
        const buf = await readUploadedFile(request, IMAGE_MESSAGES);
        reply.code(201);
        return { imageUrl: await writeContentImage(media, 'blog', buf) };
      },
    );

    app.get(
      '/api/console/content/categories',
      {
        schema: {
          tags,
          summary: 'Blog categories with their number of posts (any status)',
          response: { 200: consoleCategoriesSchema },
        },
      },
      async () => ({ categories: await listCategories(db) }),
    );
    app.post(
      '/api/console/content/categories',
      {
        schema: {
          tags,
          summary: 'Add a blog category',
          body: categoryBodySchema,
          response: { 201: consoleCategorySchema.omit({ postCount: true }) },
        },
      },
      async (request, reply) => {
        reply.code(201);
        return saveCategory(db, staffOf(request), request.body.title);
      },
    );
    app.put(
      '/api/console/content/categories/:id',
      {
        config: { record: 'category' },
        schema: {
          tags,
          summary: 'Rename a blog category',
          params: idParamsSchema,
          body: categoryBodySchema,
          response: { 200: consoleCategorySchema.omit({ postCount: true }) },
        },
      },
      async (request) => saveCategory(db, staffOf(request), request.body.title, request.params.id),
    );
  };
