import { z } from 'zod';
import { COURSE_SORTS, MY_BLOGS_PAGE_SIZE, REVIEW_STATUSES } from './learning-rules.js';

export const myBlogsQuerySchema = z.object({
  keyword: z.string().trim().max(100, { error: 'Search is at most 100 characters.' }).default(''),
  sortby: z
    .enum(COURSE_SORTS, { error: 'sortby must be a2z, z2a, latest or oldest.' })
    .default('latest'),
  page: z.coerce.number().int().min(1, { error: 'page must be 1 or more.' }).max(10_000).default(1),
});

export const myBlogRowSchema = z.object({
  blogid: z.number().int(),
  title: z.string(),
  category: z.string(),
  view: z.number().int(),
  status: z.enum(REVIEW_STATUSES),
  rejectReason: z.string().nullable(),
  createdAt: z.string(),
});

export const myBlogsPageSchema = z.object({
  blogs: z.array(myBlogRowSchema),
  count: z.number().int(),
  page: z.number().int(),
  pageCount: z.number().int(),
  pageSize: z.literal(MY_BLOGS_PAGE_SIZE),
});
export type MyBlogsPage = z.infer<typeof myBlogsPageSchema>;

/** 'Showing Page X of Total page Y from Z Records' under the My Blogs table. */
export const myBlogsFooter = (p: { page: number; pageCount: number; count: number }) =>
  `Showing Page ${p.page} of Total page ${p.pageCount} from ${p.count} Records`;

export const blogDraftSchema = z.object({
  title: z
    .string({ error: 'Please enter the title of your blog.' })
    .trim()
    .min(5, { error: 'The title needs at least 5 characters.' })
    .max(150, { error: 'The title is at most 150 characters.' }),
  categoryId: z
    .number({ error: 'Please choose a category.' })
    .int()
    .positive({ error: 'Please choose a category.' }),
  imageUrl: z
    .string({ error: 'Please upload a cover image.' })
    .regex(/^\/media\/blog\/member-[a-f0-9]{32}\.jpg$/, { error: 'Please upload a cover image.' }),
  bodyHtml: z
    .string({ error: 'Please write your blog.' })
    .min(20, { error: 'Please write at least a few sentences.' })
    .max(100_000, { error: 'A blog is at most 100,000 characters.' }),
  /** Editing a Live blog returns it to On Review: the author must confirm that. */
  confirmBackToReview: z.boolean().default(false),
});
export type BlogDraft = z.input<typeof blogDraftSchema>;

export const blogEditSchema = z.object({
  blogid: z.number().int(),
  status: z.enum(REVIEW_STATUSES),
  rejectReason: z.string().nullable(),
  draft: z.object({
    title: z.string(),
    categoryId: z.number().int(),
    imageUrl: z.string(),
    bodyHtml: z.string(),
  }),
});
export type BlogEdit = z.infer<typeof blogEditSchema>;
