import { and, asc, desc, eq, exists, ilike, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { bookings, branches, cars, payments, userDocuments, users } from '../../db/schema.js';

export const CUSTOMER_PAGE_SIZE = 25;

/** A customer of a branch has at least one booking (any status) of a car of that branch. */
const bookedAt = (db: Db, branchId: number) =>
  exists(
    db
      .select({ one: sql`1` })
      .from(bookings)
      .innerJoin(cars, eq(cars.id, bookings.carId))
      .where(and(eq(bookings.userId, users.id), eq(cars.branchId, branchId))),
  );

function matches(q: string): SQL | undefined {
  const like = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const id = /^#?(\d{1,9})$/.exec(q)?.[1];
  const text = or(ilike(users.name, like), ilike(users.email, like), ilike(users.mobile, like));
  return id ? or(eq(users.id, Number(id)), text) : text;
}

/** A customer as staff find them (shared/console-customers.ts `customerSummarySchema`). */
export const customerSummaryColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  mobile: users.mobile,
  idVerified: users.idVerified,
  blocked: sql<boolean>`${users.blockedAt} IS NOT NULL`,
  refusedReason: users.blockedReason,
};

const customerColumns = {
  ...customerSummaryColumns,
  // Qualified by hand: drizzle leaves columns unqualified in a select without joins.
  bookingCount: sql<number>`(SELECT count(*)::int FROM bookings b WHERE b.user_id = "users"."id" AND b.parent_booking_id IS NULL)`,
  documentsWaiting: sql<number>`(SELECT count(*)::int FROM user_documents d WHERE d.user_id = "users"."id" AND d.review_status = 'pending')`,
};

const waitingDocuments = sql`EXISTS (SELECT 1 FROM user_documents d WHERE d.user_id = "users"."id" AND d.review_status = 'pending')`;

export async function searchCustomers(
  db: Db,
  scope: number | null,
  search: { q?: string | undefined; page: number; show?: 'all' | 'documents' | 'refused' },
) {
  const where = and(
    eq(users.role, 'customer'),
    scope === null ? undefined : bookedAt(db, scope),
    search.q ? matches(search.q) : undefined,
    search.show === 'documents' ? waitingDocuments : undefined,
    search.show === 'refused' ? isNotNull(users.blockedAt) : undefined,
  );
  const [rows, [count]] = await Promise.all([
    db
      .select(customerColumns)
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(CUSTOMER_PAGE_SIZE)
      .offset((search.page - 1) * CUSTOMER_PAGE_SIZE),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(users)
      .where(where),
  ]);
  return { rows, total: count?.n ?? 0 };
}

export async function findCustomer(db: Db, id: number) {
  const [row] = await db
    .select({
      ...customerColumns,
      blockedReason: users.blockedReason,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(and(eq(users.id, id), eq(users.role, 'customer')));
  return row;
}

/** The customer's bookings; branch staff see those of their branch only. */
export function customerBookings(db: Db, userId: number, scope: number | null) {
  return db
    .select({
      id: bookings.id,
      status: bookings.status,
      carName: sql<string>`${cars.brandName} || ' ' || ${cars.modelName}`,
      branchName: branches.name,
      pickupAt: bookings.pickupAt,
      dropAt: bookings.dropAt,
      totalPaise: bookings.totalPaise,
    })
    .from(bookings)
    .innerJoin(cars, eq(cars.id, bookings.carId))
    .innerJoin(branches, eq(branches.id, cars.branchId))
    .where(
      and(
        eq(bookings.userId, userId),
        sql`${bookings.parentBookingId} IS NULL`,
        scope === null ? undefined : eq(cars.branchId, scope),
      ),
    )
    .orderBy(desc(bookings.pickupAt));
}

export function customerPayments(db: Db, userId: number, scope: number | null) {
  return db
    .select({
      id: payments.id,
      bookingId: sql<number>`coalesce(${bookings.parentBookingId}, ${bookings.id})`,
      kind: payments.kind,
      method: payments.method,
      amountPaise: payments.amountPaise,
      status: payments.status,
      createdAt: payments.createdAt,
    })
    .from(payments)
    .innerJoin(bookings, eq(bookings.id, payments.bookingId))
    .innerJoin(cars, eq(cars.id, bookings.carId))
    .where(and(eq(bookings.userId, userId), scope === null ? undefined : eq(cars.branchId, scope)))
    .orderBy(desc(payments.id));
}

export function customerDocuments(db: Db, userId: number) {
  return db
    .select()
    .from(userDocuments)
    .where(eq(userDocuments.userId, userId))
    .orderBy(asc(userDocuments.kind));
}
