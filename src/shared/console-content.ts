import { z } from 'zod';
import { consolePageSchema } from './console.js';
import { INFO_PAGE_NAMES } from './content-rules.js';
import { REVIEW_STATUSES } from './learning-rules.js';

// ---- Operator console: Content (issue 11; decision 0015). Admins edit site-wide content. ----

export const CONSOLE_POSTS_PAGE_SIZE = 20;
export const CONTENT_IMAGE_MAX_BYTES = 8 * 1024 * 1024;
/** Pages edited in the console: the three policy pages and the about text in each language. */
export const EDITABLE_PAGE_NAMES = [...INFO_PAGE_NAMES, 'about', 'about-hi'] as const;
export type EditablePageName = (typeof EDITABLE_PAGE_NAMES)[number];
export const POST_STATUS_LABELS = { live: 'Live', review: 'On Review', rejected: 'Rejected' };
export const REJECT_REASON_MESSAGE = 'Please give the reason for rejecting it.';

const title = (what: string, max: number) =>
  z
    .string({ error: `Please enter the ${what}.` })
    .trim()
    .min(1, { error: `Please enter the ${what}.` })
    .max(max, { error: `The ${what} is at most ${max} characters.` });

const richText = (what: string, min: number) =>
  z
    .string({ error: `Please write the ${what}.` })
    .max(100_000, { error: `The ${what} is at most 100,000 characters.` })
    .refine((html) => html.replace(/<[^>]*>/g, '').trim().length >= min, {
      error: `Please write the ${what}.`,
    });

/** An uploaded cover or gallery picture: only URLs this site wrote. */
const mediaUrl = (folder: 'blog' | 'gallery', error: string) =>
  z.string({ error }).regex(new RegExp(`^/media/${folder}/[a-z0-9-]{1,80}\\.(jpg|svg)$`), {
    error,
  });

export const postStatusSchema = z.enum(REVIEW_STATUSES, {
  error: 'The status must be live, review or rejected.',
});

export const consolePostQuerySchema = z.object({
  keyword: z.string().trim().max(100, { error: 'Search is at most 100 characters.' }).default(''),
  status: postStatusSchema.optional(),
  page: consolePageSchema,
});
export type ConsolePostQuery = z.input<typeof consolePostQuerySchema>;

export const consolePostRowSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  slug: z.string(),
  categoryTitle: z.string(),
  status: postStatusSchema,
  authorName: z.string().nullable(),
  imageUrl: z.string(),
  updatedAt: z.string(),
});
export type ConsolePostRow = z.infer<typeof consolePostRowSchema>;
export const consolePostListSchema = z.object({
  posts: z.array(consolePostRowSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type ConsolePostList = z.infer<typeof consolePostListSchema>;

export const postBodySchema = z.object({
  title: title('title', 150),
  categoryId: z
    .number({ error: 'Please choose a category.' })
    .int()
    .positive({ error: 'Please choose a category.' }),
  imageUrl: mediaUrl('blog', 'Please upload a cover image.'),
  bodyHtml: richText('post', 20),
});
export type PostBody = z.infer<typeof postBodySchema>;

export const consolePostSchema = consolePostRowSchema.extend({
  categoryId: z.number().int(),
  bodyHtml: z.string(),
  rejectReason: z.string().nullable(),
});
export type ConsolePost = z.infer<typeof consolePostSchema>;

/** Publish (live), unpublish (review) or reject with the reason the author sees. */
export const postStatusBodySchema = z
  .object({
    status: postStatusSchema,
    reason: z
      .string()
      .trim()
      .max(500, { error: 'The reason is at most 500 characters.' })
      .default(''),
  })
  .refine((d) => d.status !== 'rejected' || d.reason.length >= 5, {
    error: REJECT_REASON_MESSAGE,
    path: ['reason'],
  });

export const categoryBodySchema = z.object({ title: title('category name', 60) });
export const consoleCategorySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  slug: z.string(),
  postCount: z.number().int(),
});
export type ConsoleCategory = z.infer<typeof consoleCategorySchema>;
export const consoleCategoriesSchema = z.object({ categories: z.array(consoleCategorySchema) });

export const uploadedImageSchema = z.object({ imageUrl: z.string() });

export const galleryBodySchema = z.object({
  title: title('caption', 120),
  imageUrl: mediaUrl('gallery', 'Please upload a photo.'),
});
export const galleryUpdateSchema = z.object({
  title: title('caption', 120),
  sortOrder: z.number({ error: 'The order must be a number.' }).int().min(0).max(100_000),
});
export const consoleGalleryItemSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  imageUrl: z.string(),
  sortOrder: z.number().int(),
});
export type ConsoleGalleryItem = z.infer<typeof consoleGalleryItemSchema>;
export const consoleGallerySchema = z.object({ items: z.array(consoleGalleryItemSchema) });

export const faqBodySchema = z.object({
  topic: title('topic', 60),
  question: title('question', 300),
  answerHtml: richText('answer', 2),
  sortOrder: z.number({ error: 'The order must be a number.' }).int().min(0).max(100_000),
});
export type FaqBody = z.infer<typeof faqBodySchema>;
export const consoleFaqSchema = faqBodySchema.extend({ id: z.number().int() });
export type ConsoleFaq = z.infer<typeof consoleFaqSchema>;
export const consoleFaqsSchema = z.object({ faqs: z.array(consoleFaqSchema) });

export const pageParamsSchema = z.object({
  name: z.enum(EDITABLE_PAGE_NAMES, { error: 'There is no such page.' }),
});
export const pageBodySchema = z.object({
  title: title('page title', 120),
  bodyHtml: richText('page text', 2),
});
export const editablePageSchema = z.object({
  name: z.enum(EDITABLE_PAGE_NAMES),
  title: z.string(),
  bodyHtml: z.string(),
  updatedAt: z.string().nullable(),
});
export type ConsolePage = z.infer<typeof editablePageSchema>;

export const INBOX_FILTERS = ['all', 'unread', 'read', 'answered'] as const;
export const inboxQuerySchema = z.object({
  filter: z
    .enum(INBOX_FILTERS, { error: 'The filter must be all, unread, read or answered.' })
    .default('all'),
  /** An admin's choice of branch; branch staff always see their own branch's messages. */
  branchId: z.coerce
    .number({ error: 'The branch must be a number.' })
    .int({ error: 'The branch must be a number.' })
    .positive({ error: 'The branch must be a number.' })
    .max(2_147_483_647, { error: 'The branch must be a number.' })
    .optional(),
  page: consolePageSchema,
});
export const contactReplySchema = z.object({
  id: z.number().int(),
  body: z.string(),
  sentAt: z.string(),
  sentByName: z.string(),
});
export type ContactReply = z.infer<typeof contactReplySchema>;
export const contactMessageSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  message: z.string().nullable(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
  answeredAt: z.string().nullable(),
  answerNote: z.string().nullable(),
  /** The branch the message was routed to (chosen on the form or named in it); null: none. */
  branchId: z.number().int().nullable(),
  branchName: z.string().nullable(),
  /** Staff replies mailed to the sender, oldest first. */
  replies: z.array(contactReplySchema),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;
export const inboxSchema = z.object({
  messages: z.array(contactMessageSchema),
  total: z.number().int(),
  unread: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type Inbox = z.infer<typeof inboxSchema>;
export const answerBodySchema = z.object({
  note: z.string().trim().max(1000, { error: 'The note is at most 1000 characters.' }).default(''),
});

export const REPLY_MAX = 2000;
export const replyBodySchema = z.object({
  body: z
    .string({ error: 'Please write the reply.' })
    .trim()
    .min(1, { error: 'Please write the reply.' })
    .max(REPLY_MAX, { error: `The reply can be at most ${REPLY_MAX} characters.` }),
});
export type ReplyBody = z.infer<typeof replyBodySchema>;
