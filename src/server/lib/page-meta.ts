import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { blogs, branches, cars } from '../db/schema.js';
import { blogPath } from '../../shared/content-rules.js';
import { escapeMarkup } from './escape-markup.js';

export interface PageMeta {
  /** Site-relative address of the page's main picture, preloaded with the HTML. */
  imagePath: string;
  title: string;
  description: string;
  image: string;
  url: string;
  type: 'article' | 'product';
}

const pathSlug = (text: string) => encodeURIComponent(text.trim().replace(/\s+/g, '-'));
export const carDetailPath = (car: { id: number; brandName: string; modelName: string }) =>
  `/car-details/${car.id}/${pathSlug(car.brandName)}/${pathSlug(car.modelName)}`;

/**
 * Title, description and Open Graph data for a blog post or car detail address, so a shared
 * link shows a preview without running scripts. Undefined for any other path or unknown id.
 */
export async function pageMetaFor(
  db: Db,
  pathname: string,
  publicUrl: string,
): Promise<PageMeta | undefined> {
  const blogMatch = /^\/blog\/(\d{1,9})(?:\/|$)/.exec(pathname);
  if (blogMatch) {
    const [blog] = await db
      .select({
        id: blogs.id,
        slug: blogs.slug,
        title: blogs.title,
        excerpt: blogs.excerpt,
        imageUrl: blogs.imageUrl,
      })
      .from(blogs)
      .where(and(eq(blogs.id, Number(blogMatch[1])), eq(blogs.status, 'live')));
    if (!blog) return undefined;
    return {
      title: blog.title,
      description: blog.excerpt,
      imagePath: blog.imageUrl,
      image: publicUrl + blog.imageUrl,
      url: publicUrl + blogPath(blog),
      type: 'article',
    };
  }
  const carMatch = /^\/car-details\/(\d{1,9})(?:\/|$)/.exec(pathname);
  if (carMatch) {
    const [car] = await db
      .select({
        id: cars.id,
        brandName: cars.brandName,
        modelName: cars.modelName,
        imageUrl: cars.imageUrl,
        shortDescription: cars.shortDescription,
        branchName: branches.name,
      })
      .from(cars)
      .innerJoin(branches, eq(branches.id, cars.branchId))
      .where(and(eq(cars.id, Number(carMatch[1])), eq(cars.isActive, true)));
    if (!car) return undefined;
    return {
      title: `${car.brandName} ${car.modelName} self-drive car in ${car.branchName}`,
      description: car.shortDescription,
      imagePath: car.imageUrl,
      image: publicUrl + car.imageUrl,
      url: publicUrl + carDetailPath(car),
      type: 'product',
    };
  }
  return undefined;
}

/** Replaces index.html's title and description and adds canonical and Open Graph tags. */
export function injectPageMeta(html: string, meta: PageMeta, siteName: string): string {
  const title = escapeMarkup(`${meta.title} | ${siteName}`);
  const tags = [
    `<link rel="canonical" href="${escapeMarkup(meta.url)}" />`,
    `<meta property="og:site_name" content="${escapeMarkup(siteName)}" />`,
    `<meta property="og:type" content="${meta.type === 'article' ? 'article' : 'website'}" />`,
    `<meta property="og:title" content="${escapeMarkup(meta.title)}" />`,
    `<meta property="og:description" content="${escapeMarkup(meta.description)}" />`,
    `<meta property="og:image" content="${escapeMarkup(meta.image)}" />`,
    `<meta property="og:url" content="${escapeMarkup(meta.url)}" />`,
    `<meta name="twitter:card" content="summary_large_image" />`,
  ].join('\n    ');
  return html
    .replace(/<title>[^<]*<\/title>/, `<title>${title}</title>`)
    .replace(
      /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/,
      `<meta name="description" content="${escapeMarkup(meta.description)}" />`,
    )
    .replace('</head>', `    ${tags}\n  </head>`);
}

/**
 * The first post's cover is the largest picture of the blog list's first page: the live post
 * first in the list's 'latest' order (newest).
 */
export async function listImageFor(db: Db, pathname: string): Promise<string | undefined> {
  if (!/^\/blogs$/i.test(pathname)) return undefined;
  const [first] = await db
    .select({ imageUrl: blogs.imageUrl })
    .from(blogs)
    .where(eq(blogs.status, 'live'))
    .orderBy(desc(blogs.publishedAt), desc(blogs.id))
    .limit(1);
  return first?.imageUrl;
}

export const imagePreloadTag = (imagePath: string) =>
  `<link rel="preload" as="image" href="${escapeMarkup(imagePath)}" fetchpriority="high" />`;
