import { isNotNull, like, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.js';
import { courseLessons, courses } from '../../db/schema.js';
import {
  blogs,
  cars,
  faqs,
  galleryItems,
  handoverPhotos,
  infoPages,
  userDocuments,
  users,
} from '../../db/schema.js';

/** A picture in sanitised rich text: the sanitiser keeps only our own `/media/…` sources. */
const HTML_MEDIA = String.raw`(/media/(?:blog|courses|gallery)/[A-Za-z0-9_-]+\.(?:jpe?g|png|webp|svg))`;

const picturesIn = (html: PgColumn): SQL<string> =>
  sql<string>`(regexp_matches(${html}, ${HTML_MEDIA}, 'g'))[1]`;

/**
 * Every public picture address a record uses (`/media/…`): the image columns and the pictures
 * inside rich text. A new column or text that can show an upload must be added here, or the
 * orphan sweep (decision 0021) would delete its pictures.
 */
export async function mediaInUse(db: DbOrTx): Promise<string[]> {
  const rows = await db
    .select({ url: cars.imageUrl })
    .from(cars)
    .union(db.select({ url: blogs.imageUrl }).from(blogs))
    .union(db.select({ url: galleryItems.imageUrl }).from(galleryItems))
    .union(db.select({ url: courses.imageUrl }).from(courses))
    .union(
      db
        .select({ url: picturesIn(blogs.bodyHtml) })
        .from(blogs)
        .where(like(blogs.bodyHtml, '%/media/%')),
    )
    .union(
      db
        .select({ url: picturesIn(courseLessons.bodyHtml) })
        .from(courseLessons)
        .where(like(courseLessons.bodyHtml, '%/media/%')),
    )
    .union(
      db
        .select({ url: picturesIn(faqs.answerHtml) })
        .from(faqs)
        .where(like(faqs.answerHtml, '%/media/%')),
    )
    .union(
      db
        .select({ url: picturesIn(infoPages.bodyHtml) })
        .from(infoPages)
        .where(like(infoPages.bodyHtml, '%/media/%')),
    );
  return rows.map((r) => r.url);
}

/** Every upload-storage key a record uses: profile photos, handover photos, documents. */
export async function storedUploadsInUse(db: DbOrTx): Promise<string[]> {
  const rows = await db
    .select({ key: sql<string>`${users.photoKey}` })
    .from(users)
    .where(isNotNull(users.photoKey))
    .union(db.select({ key: handoverPhotos.storageKey }).from(handoverPhotos))
    .union(db.select({ key: userDocuments.storageKey }).from(userDocuments));
  return rows.map((r) => r.key);
}
