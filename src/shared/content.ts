import { z } from 'zod';
import { BLOG_PAGE_SIZE } from './content-rules.js';

const page = z.coerce
  .number()
  .int()
  .min(1, { error: 'page must be 1 or more' })
  .max(10000)
  .default(1);

export const blogListQuerySchema = z.object({
  page,
  limit: z.coerce.number().int().min(1).max(30).default(BLOG_PAGE_SIZE),
  keyword: z
    .string()
    .trim()
    .max(100, { error: 'Search words must be at most 100 characters.' })
    .optional(),
  category: z.coerce.number().int().min(1).optional(),
  sort: z.enum(['latest', 'trending']).default('latest'),
});
export type BlogListQuery = z.infer<typeof blogListQuerySchema>;

export const blogCategorySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  slug: z.string(),
  postCount: z.number().int(),
});
export type BlogCategory = z.infer<typeof blogCategorySchema>;

export const blogCardSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  slug: z.string(),
  imageUrl: z.string(),
  excerpt: z.string(),
  categoryId: z.number().int(),
  categoryTitle: z.string(),
  viewCount: z.number().int(),
  publishedAt: z.string(),
  /** The customer or instructor who wrote it (My Blogs); null for the business's posts. */
  authorName: z.string().nullable(),
});
export type BlogCard = z.infer<typeof blogCardSchema>;

export const blogListResponseSchema = z.object({
  blogs: z.array(blogCardSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type BlogListResponse = z.infer<typeof blogListResponseSchema>;

export const blogCategoriesResponseSchema = z.object({ categories: z.array(blogCategorySchema) });
export type BlogCategoriesResponse = z.infer<typeof blogCategoriesResponseSchema>;

export const blogDetailSchema = blogCardSchema.extend({ bodyHtml: z.string() });
export type BlogDetail = z.infer<typeof blogDetailSchema>;

export const idParamsSchema = z.object({
  id: z.coerce.number().int().min(1, { error: 'id must be a positive number' }).max(2147483647),
});

export const galleryQuerySchema = z.object({ page });
export const galleryItemSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  imageUrl: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type GalleryItem = z.infer<typeof galleryItemSchema>;
export const galleryResponseSchema = z.object({
  items: z.array(galleryItemSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type GalleryResponse = z.infer<typeof galleryResponseSchema>;

export const faqSchema = z.object({
  id: z.number().int(),
  topic: z.string(),
  question: z.string(),
  answerHtml: z.string(),
});
export type Faq = z.infer<typeof faqSchema>;
export const faqListResponseSchema = z.object({ faqs: z.array(faqSchema) });
export type FaqListResponse = z.infer<typeof faqListResponseSchema>;

export const infoPageSchema = z.object({ name: z.string(), title: z.string(), html: z.string() });
export type InfoPage = z.infer<typeof infoPageSchema>;
export const infoParamsSchema = z.object({ name: z.string().max(60) });
