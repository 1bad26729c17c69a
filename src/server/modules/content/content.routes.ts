import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  blogCategoriesResponseSchema,
  blogDetailSchema,
  blogListQuerySchema,
  blogListResponseSchema,
  faqListResponseSchema,
  galleryQuerySchema,
  galleryResponseSchema,
  idParamsSchema,
  infoPageSchema,
  infoParamsSchema,
} from '../../../shared/content.js';
import { GALLERY_PAGE_SIZE } from '../../../shared/content-rules.js';
import { apiErrorSchema } from '../../../shared/site.js';
import type { Db } from '../../db/client.js';
import { notFound } from '../../lib/http-errors.js';
import { getBlog, listBlogCategories, listBlogs } from './blog.queries.js';
import { readInfoPage } from './content.service.js';
import { listFaqs, listGallery } from './pages.queries.js';

export const BLOG_NOT_FOUND = 'This blog post does not exist or is no longer published.';

export const contentRoutes =
  (db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/blogs',
      {
        schema: {
          tags: ['content'],
          summary:
            'Published blog posts, newest (or most read) first, by page, keyword and category',
          querystring: blogListQuerySchema,
          response: { 200: blogListResponseSchema },
        },
      },
      async (request) => {
        const { page, limit, keyword, category, sort } = request.query;
        const result = await listBlogs(db, {
          keyword,
          categoryId: category,
          sort,
          limit,
          offset: (page - 1) * limit,
        });
        return { ...result, page, pageSize: limit };
      },
    );

    app.get(
      '/api/blog-categories',
      {
        schema: {
          tags: ['content'],
          summary: 'Blog categories with their number of published posts',
          response: { 200: blogCategoriesResponseSchema },
        },
      },
      async () => ({ categories: await listBlogCategories(db) }),
    );

    app.get(
      '/api/blogs/:id',
      {
        schema: {
          tags: ['content'],
          summary: 'One published post with its (sanitised) HTML body; counts a view',
          params: idParamsSchema,
          response: { 200: blogDetailSchema, 404: apiErrorSchema },
        },
      },
      async (request) => {
        const blog = await getBlog(db, request.params.id, { countView: true });
        if (!blog) throw notFound(BLOG_NOT_FOUND);
        return blog;
      },
    );

    app.get(
      '/api/gallery',
      {
        schema: {
          tags: ['content'],
          summary: `Gallery pictures, ${GALLERY_PAGE_SIZE} a page`,
          querystring: galleryQuerySchema,
          response: { 200: galleryResponseSchema },
        },
      },
      async (request) => {
        const { page } = request.query;
        const result = await listGallery(db, {
          limit: GALLERY_PAGE_SIZE,
          offset: (page - 1) * GALLERY_PAGE_SIZE,
        });
        return { ...result, page, pageSize: GALLERY_PAGE_SIZE };
      },
    );

    app.get(
      '/api/faqs',
      {
        schema: {
          tags: ['content'],
          summary: 'Frequently asked questions in display order',
          response: { 200: faqListResponseSchema },
        },
      },
      async () => ({ faqs: await listFaqs(db) }),
    );

    app.get(
      '/api/information/:name',
      {
        schema: {
          tags: ['content'],
          summary: 'Policy page by name: termandconditions, privacy or RefundAndCancellation',
          params: infoParamsSchema,
          response: { 200: infoPageSchema, 404: apiErrorSchema },
        },
      },
      async (request) => readInfoPage(db, request.params.name),
    );
  };
