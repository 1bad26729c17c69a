/** Content constants without zod, so the blog and gallery pages stay small. */

/** Page sizes from the spec: 9 featured posts a page, 6 trending, 5 in the sidebar, 18 pictures. */
export const BLOG_PAGE_SIZE = 9;
export const BLOG_TRENDING_SIZE = 6;
export const BLOG_SIDEBAR_SIZE = 5;
export const GALLERY_PAGE_SIZE = 18;
export const NO_BLOG_FOUND = 'No Blog found with your Search.';
export const INFO_PAGE_NAMES = ['termandconditions', 'privacy', 'RefundAndCancellation'] as const;
export type InfoPageName = (typeof INFO_PAGE_NAMES)[number];

/** Builds the `/blog/{id}/{slug}` address of a post. */
export const blogPath = (blog: { id: number; slug: string }) => `/blog/${blog.id}/${blog.slug}`;
