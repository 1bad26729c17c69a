import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import {
  accessories,
  amenities,
  branches,
  carCategories,
  carSubcategories,
  pickupDropOptions,
  blogCategories,
  blogs,
  bookings,
  carBlocks,
  cars,
  contactMessages,
  coupons,
  courseOrders,
  drivingLessons,
  instructors,
  lessonPackages,
  practicalInstructors,
  carReviews,
  rateSeasons,
  faqs,
  galleryItems,
  payments,
  tripCharges,
  users,
} from '../db/schema.js';

/** Kinds of branch-owned records a console route can name by `:id` (route `config.record`). */
export const CONSOLE_RECORD_KINDS = [
  'staff',
  'car',
  'block',
  'booking',
  'customer',
  'branch',
  'pickup_drop_option',
  'car_category',
  'subcategory',
  'accessory',
  'amenity',
  'post',
  'category',
  'gallery',
  'faq',
  'message',
  'payment',
  'course_order',
  'lesson_package',
  'instructor',
  'lesson',
  'review',
  'coupon',
  'season',
  'trip_charge',
] as const;
export type ConsoleRecordKind = (typeof CONSOLE_RECORD_KINDS)[number];

const sharedTables = {
  car_category: carCategories,
  subcategory: carSubcategories,
  accessory: accessories,
  amenity: amenities,
};

/**
 * The branch a record belongs to: a number, null for a record of no branch (an admin account),
 * or undefined when there is no such record. A customer belongs to every branch they have a
 * booking at (any status) or a paid lesson package of (decision 0048): `viewerBranch` when they have one there, else another of theirs,
 * else null (no booking anywhere: admins only; decision 0013). Site content (posts, categories,
 * gallery, FAQ) belongs to no branch: admins only (decision 0015); a contact message belongs to
 * the branch it was routed to, if any (decision 0030); so do car
 * categories, subcategories, accessories and amenities (decision 0017). A course order is sold
 * by the whole site's driving school, so it belongs to no branch: admins only (issue 24). A
 * lesson package and a lesson belong to their branch, an instructor to the branch they teach
 * practice at (decision 0046).
 */
export async function recordBranch(
  db: Db,
  kind: ConsoleRecordKind,
  id: number,
  viewerBranch: number | null = null,
): Promise<number | null | undefined> {
  const rows = await (() => {
    switch (kind) {
      case 'staff':
        return db.select({ branchId: users.branchId }).from(users).where(eq(users.id, id));
      case 'car':
        return db.select({ branchId: cars.branchId }).from(cars).where(eq(cars.id, id));
      case 'block':
        return db
          .select({ branchId: cars.branchId })
          .from(carBlocks)
          .innerJoin(cars, eq(cars.id, carBlocks.carId))
          .where(eq(carBlocks.id, id));
      case 'booking':
        return db
          .select({ branchId: cars.branchId })
          .from(bookings)
          .innerJoin(cars, eq(cars.id, bookings.carId))
          .where(eq(bookings.id, id));
      case 'payment':
        return db
          .select({ branchId: cars.branchId })
          .from(payments)
          .innerJoin(bookings, eq(bookings.id, payments.bookingId))
          .innerJoin(cars, eq(cars.id, bookings.carId))
          .where(eq(payments.id, id));
      case 'customer':
        return db
          .select({
            // Written out in full: drizzle leaves columns unqualified in a select without joins.
            branchId: sql<number | null>`(
              SELECT branch_id FROM (
                SELECT c.branch_id FROM bookings b JOIN cars c ON c.id = b.car_id
                WHERE b.user_id = "users"."id"
                UNION ALL
                SELECT p.branch_id FROM lesson_purchases p
                WHERE p.user_id = "users"."id" AND p.status = 'paid'
              ) theirs
              ORDER BY branch_id = ${viewerBranch ?? -1} DESC LIMIT 1)`,
          })
          .from(users)
          .where(and(eq(users.id, id), eq(users.role, 'customer')));
      case 'branch':
        return db.select({ branchId: branches.id }).from(branches).where(eq(branches.id, id));
      case 'pickup_drop_option':
        return db
          .select({ branchId: pickupDropOptions.branchId })
          .from(pickupDropOptions)
          .where(eq(pickupDropOptions.id, id));
      case 'car_category':
      case 'subcategory':
      case 'accessory':
      case 'amenity': {
        const table = sharedTables[kind];
        return db
          .select({ branchId: sql<null>`null` })
          .from(table)
          .where(eq(table.id, id));
      }
      case 'post':
        return db
          .select({ branchId: sql<null>`null` })
          .from(blogs)
          .where(eq(blogs.id, id));
      case 'category':
        return db
          .select({ branchId: sql<null>`null` })
          .from(blogCategories)
          .where(eq(blogCategories.id, id));
      case 'gallery':
        return db
          .select({ branchId: sql<null>`null` })
          .from(galleryItems)
          .where(eq(galleryItems.id, id));
      case 'faq':
        return db
          .select({ branchId: sql<null>`null` })
          .from(faqs)
          .where(eq(faqs.id, id));
      case 'course_order':
        return db
          .select({ branchId: sql<null>`null` })
          .from(courseOrders)
          .where(eq(courseOrders.id, id));
      case 'message':
        return db
          .select({ branchId: contactMessages.branchId })
          .from(contactMessages)
          .where(eq(contactMessages.id, id));
      case 'lesson_package':
        return db
          .select({ branchId: lessonPackages.branchId })
          .from(lessonPackages)
          .where(eq(lessonPackages.id, id));
      case 'lesson':
        return db
          .select({ branchId: drivingLessons.branchId })
          .from(drivingLessons)
          .where(eq(drivingLessons.id, id));
      case 'season':
        return db
          .select({ branchId: rateSeasons.branchId })
          .from(rateSeasons)
          .where(eq(rateSeasons.id, id));
      case 'trip_charge':
        return db
          .select({ branchId: tripCharges.branchId })
          .from(tripCharges)
          .where(eq(tripCharges.id, id));
      case 'coupon':
        // A coupon of one branch is that branch's; one of several or all branches, admins'
        // (decision 0049).
        return db
          .select({
            branchId: sql<number | null>`CASE WHEN cardinality(${coupons.branchIds}) = 1
              THEN ${coupons.branchIds}[1] END`,
          })
          .from(coupons)
          .where(eq(coupons.id, id));
      case 'review':
        return db
          .select({ branchId: carReviews.branchId })
          .from(carReviews)
          .where(eq(carReviews.id, id));
      case 'instructor':
        // A school instructor not yet teaching practice at a branch is every branch's to take
        // on (decision 0046); one who is belongs to that branch.
        return db
          .select({
            branchId: sql<
              number | null
            >`coalesce(${practicalInstructors.branchId}, ${viewerBranch}::int)`,
          })
          .from(instructors)
          .leftJoin(practicalInstructors, eq(practicalInstructors.instructorId, instructors.userId))
          .where(eq(instructors.userId, id));
    }
  })();
  return rows[0] ? rows[0].branchId : undefined;
}
