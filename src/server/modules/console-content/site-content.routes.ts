import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '../../../shared/console.js';
import {
  CONTENT_IMAGE_MAX_BYTES,
  consoleFaqSchema,
  consoleFaqsSchema,
  consoleGalleryItemSchema,
  consoleGallerySchema,
  editablePageSchema,
  faqBodySchema,
  galleryBodySchema,
  galleryUpdateSchema,
  pageBodySchema,
  pageParamsSchema,
  uploadedImageSchema,
} from '../../../shared/console-content.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { staffOf } from '../../lib/console-guard.js';
import { readUploadedFile } from '../../lib/read-upload.js';
import { writeContentImage } from './content-image.service.js';
import { IMAGE_MESSAGES } from './posts.routes.js';
import {
  addGalleryItem,
  getEditablePage,
  listFaqRows,
  listGalleryItems,
  removeFaq,
  removeGalleryItem,
  saveFaq,
  savePage,
  updateGalleryItem,
} from './site-content.service.js';
import { createPublicMedia } from '../../lib/storage/public-media.js';

const noContent = z.null();

/** Inside the content scope (admins only): gallery, FAQ, policy pages and the about text. */
export const siteContentRoutes =
  (db: Db, config: Config): FastifyPluginAsyncZod =>
  async (app) => {
    const media = createPublicMedia(config);
    const tags = ['console-content'];
    await app.register(multipart, {
      limits: { fileSize: CONTENT_IMAGE_MAX_BYTES, files: 1, parts: 2 },
    });

    app.get(
      '/api/console/content/gallery',
      {
        schema: {
          tags,
          summary: 'Gallery photos in display order',
          response: { 200: consoleGallerySchema },
        },
      },
      async () => ({ items: await listGalleryItems(db) }),
    );
    app.post(
      '/api/console/content/gallery/photos',
      {
        schema: {
          tags,
          summary: 'Upload a gallery photo (multipart "file"); checked and cropped to 800×600',
          consumes: ['multipart/form-data'],
          response: { 201: uploadedImageSchema },
        },
      },
      async (request, reply) => {
        const buf = await readUploadedFile(request, IMAGE_MESSAGES);
        reply.code(201);
        return { imageUrl: await writeContentImage(media, 'gallery', buf) };
      },
    );
    app.post(
      '/api/console/content/gallery',
      {
        schema: {
          tags,
          summary: 'Add an uploaded photo with its caption (last in order)',
          body: galleryBodySchema,
          response: { 201: consoleGalleryItemSchema },
        },
      },
      async (request, reply) => {
        reply.code(201);
        return addGalleryItem(db, staffOf(request), request.body);
      },
    );
    app.put(
      '/api/console/content/gallery/:id',
      {
        config: { record: 'gallery' },
        schema: {
          tags,
          summary: 'Change a photo’s caption or order',
          params: idParamsSchema,
          body: galleryUpdateSchema,
          response: { 200: consoleGalleryItemSchema },
        },
      },
      async (request) => updateGalleryItem(db, staffOf(request), request.params.id, request.body),
    );
    app.delete(
      '/api/console/content/gallery/:id',
      {
        config: { record: 'gallery' },
        schema: {
          tags,
          summary: 'Remove a photo from the gallery',
          params: idParamsSchema,
          response: { 204: noContent },
        },
      },
      async (request, reply) => {
        await removeGalleryItem(db, staffOf(request), request.params.id);
        return reply.code(204).send(null);
      },
    );

    app.get(
      '/api/console/content/faqs',
      { schema: { tags, summary: 'FAQ in display order', response: { 200: consoleFaqsSchema } } },
      async () => ({ faqs: await listFaqRows(db) }),
    );
    app.post(
      '/api/console/content/faqs',
      {
        schema: {
          tags,
          summary: 'Add a question and answer (answer sanitised)',
          body: faqBodySchema,
          response: { 201: consoleFaqSchema },
        },
      },
      async (request, reply) => {
        reply.code(201);
        return saveFaq(db, staffOf(request), request.body);
      },
    );
    app.put(
      '/api/console/content/faqs/:id',
      {
        config: { record: 'faq' },
        schema: {
          tags,
          summary: 'Edit a question, its answer or its order',
          params: idParamsSchema,
          body: faqBodySchema,
          response: { 200: consoleFaqSchema },
        },
      },
      async (request) => saveFaq(db, staffOf(request), request.body, request.params.id),
    );
    app.delete(
      '/api/console/content/faqs/:id',
      {
        config: { record: 'faq' },
        schema: {
          tags,
          summary: 'Remove a question',
          params: idParamsSchema,
          response: { 204: noContent },
        },
      },
      async (request, reply) => {
        await removeFaq(db, staffOf(request), request.params.id);
        return reply.code(204).send(null);
      },
    );

    app.get(
      '/api/console/content/pages/:name',
      {
        schema: {
          tags,
          summary: 'A policy page or the about text (about, about-hi) to edit',
          params: pageParamsSchema,
          response: { 200: editablePageSchema },
        },
      },
      async (request) => getEditablePage(db, request.params.name),
    );
    app.put(
      '/api/console/content/pages/:name',
      {
        schema: {
          tags,
          summary: 'Save a policy page or the about text (sanitised; public at once)',
          params: pageParamsSchema,
          body: pageBodySchema,
          response: { 200: editablePageSchema },
        },
      },
      async (request) => savePage(db, staffOf(request), request.params.name, request.body),
    );
  };
