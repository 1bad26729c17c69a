import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth.js';
import { branches } from './branches.js';

// ---- Public content (issue 6). HTML columns are sanitised on the server when written. ----

export const blogCategories = pgTable('blog_categories', {
  id: serial('id').primaryKey(),
  title: text('title').notNull().unique(),
  slug: text('slug').notNull().unique(),
});

export const blogs = pgTable(
  'blogs',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => blogCategories.id),
    title: text('title').notNull(),
    slug: text('slug').notNull().unique(),
    imageUrl: text('image_url').notNull(),
    excerpt: text('excerpt').notNull(),
    bodyHtml: text('body_html').notNull(),
    isFeatured: boolean('is_featured').notNull().default(false),
    status: text('status', { enum: ['live', 'review', 'rejected'] })
      .notNull()
      .default('live'),
    viewCount: integer('view_count').notNull().default(0),
    /** A customer's or instructor's post (My Blogs); null for the business's own posts. */
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    /** Why staff rejected a customer's post (status rejected). */
    rejectReason: text('reject_reason'),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('blogs_category_idx').on(t.categoryId, t.publishedAt),
    index('blogs_published_idx').on(t.status, t.publishedAt),
    index('blogs_author_idx').on(t.authorId, t.publishedAt),
  ],
);

export const galleryItems = pgTable('gallery_items', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  imageUrl: text('image_url').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const faqs = pgTable('faqs', {
  id: serial('id').primaryKey(),
  topic: text('topic').notNull(),
  question: text('question').notNull(),
  answerHtml: text('answer_html').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

/** Policy pages by name: termandconditions, privacy, RefundAndCancellation. */
export const infoPages = pgTable('info_pages', {
  name: text('name').primaryKey(),
  title: text('title').notNull(),
  bodyHtml: text('body_html').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const contactMessages = pgTable('contact_messages', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  phone: text('phone').notNull(),
  message: text('message'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** Set when staff first open the message in the console inbox. */
  readAt: timestamp('read_at', { withTimezone: true }),
  answeredAt: timestamp('answered_at', { withTimezone: true }),
  answeredBy: integer('answered_by').references(() => users.id),
  answerNote: text('answer_note'),
  /** The branch the message is about: chosen on the form or found in its text; null: none. */
  branchId: integer('branch_id').references(() => branches.id),
});

/**
 * Staff replies to a contact message, mailed to the sender from the console and kept as the
 * message's thread (decision 0030).
 */
export const contactReplies = pgTable(
  'contact_replies',
  {
    id: serial('id').primaryKey(),
    messageId: integer('message_id')
      .notNull()
      .references(() => contactMessages.id),
    body: text('body').notNull(),
    sentBy: integer('sent_by')
      .notNull()
      .references(() => users.id),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('contact_replies_message_idx').on(t.messageId, t.sentAt)],
);
