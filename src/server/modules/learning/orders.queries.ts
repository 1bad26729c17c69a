import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import {
  courseGifts,
  courseLessons,
  courseOrderItems,
  courseOrders,
  courses,
  lessonViews,
  users,
} from '../../db/schema.js';
import { courseTextColumns } from './catalogue.queries.js';

export async function findOrderByGatewayId(db: DbOrTx, gatewayOrderId: string) {
  const [order] = await db
    .select()
    .from(courseOrders)
    .where(eq(courseOrders.gatewayOrderId, gatewayOrderId));
  return order;
}

export async function findOrder(db: DbOrTx, id: number) {
  const [order] = await db.select().from(courseOrders).where(eq(courseOrders.id, id));
  return order;
}

export async function orderItems(db: DbOrTx, orderIds: number[]) {
  if (orderIds.length === 0) return [];
  return db
    .select({
      orderId: courseOrderItems.orderId,
      courseId: courseOrderItems.courseId,
      ...courseTextColumns,
      final: courseOrderItems.finalMinor,
    })
    .from(courseOrderItems)
    .innerJoin(courses, eq(courses.id, courseOrderItems.courseId))
    .where(inArray(courseOrderItems.orderId, orderIds));
}

export async function findGiftOfOrder(db: DbOrTx, orderId: number) {
  const [gift] = await db.select().from(courseGifts).where(eq(courseGifts.orderId, orderId));
  return gift;
}

export async function listOrdersOf(db: DbOrTx, userId: number) {
  return db
    .select()
    .from(courseOrders)
    .where(eq(courseOrders.userId, userId))
    .orderBy(desc(courseOrders.createdAt), desc(courseOrders.id))
    .limit(100);
}

export async function giftsOfOrders(db: DbOrTx, orderIds: number[]) {
  if (orderIds.length === 0) return [];
  return db.select().from(courseGifts).where(inArray(courseGifts.orderId, orderIds));
}

/** Lessons of the given courses, and how many of them `userId` opened. */
export async function lessonProgress(db: DbOrTx, userId: number, courseIds: number[]) {
  if (courseIds.length === 0) return { lessonCount: 0, openedCount: 0 };
  const [row] = await db
    .select({
      lessonCount: sql<number>`count(*)`.mapWith(Number),
      openedCount: sql<number>`count(${lessonViews.lessonId})`.mapWith(Number),
    })
    .from(courseLessons)
    .leftJoin(
      lessonViews,
      and(eq(lessonViews.lessonId, courseLessons.id), eq(lessonViews.userId, userId)),
    )
    .where(inArray(courseLessons.courseId, courseIds));
  return row ?? { lessonCount: 0, openedCount: 0 };
}

/** Paid and refunded course orders, newest payment first, with their buyers (staff's list). */
export async function paidOrRefundedOrders(db: DbOrTx, limit: number) {
  return db
    .select({
      order: courseOrders,
      customerName: users.name,
      customerEmail: users.email,
      courses: sql<string>`(select string_agg(c.title, ', ' order by c.title)
        from course_order_items i join courses c on c.id = i.course_id
        where i.order_id = ${courseOrders.id})`,
    })
    .from(courseOrders)
    .innerJoin(users, eq(users.id, courseOrders.userId))
    .where(inArray(courseOrders.status, ['paid', 'refunded']))
    .orderBy(desc(courseOrders.paidAt), desc(courseOrders.id))
    .limit(limit);
}
