import { and, desc, eq, gte, ilike, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { bookingSearchSchema, ConsoleBookingRow } from '../../../shared/console-bookings.js';
import type { Db } from '../../db/client.js';
import { bookings, branches, cars, users } from '../../db/schema.js';

export const BOOKING_PAGE_SIZE = 25;
type Search = z.output<typeof bookingSearchSchema>;

/** Midnight IST of a yyyy-mm-dd day, as an instant. */
export const istDayStart = (day: string) => new Date(`${day}T00:00:00+05:30`);

// Qualified by hand: the subquery must name the outer booking, not its own row.
const stageSql = sql<ConsoleBookingRow['stage']>`coalesce(
  (SELECT CASE WHEN count(*) = 0 THEN NULL
                WHEN bool_or(h.stage = 'return') THEN 'returned' ELSE 'picked_up' END
     FROM booking_handovers h WHERE h.booking_id = "bookings"."id"),
  'booked')`;

export const bookingRowColumns = {
  id: bookings.id,
  status: bookings.status,
  customerId: users.id,
  customerName: users.name,
  customerEmail: users.email,
  carId: cars.id,
  carName: sql<string>`${cars.brandName} || ' ' || ${cars.modelName}`,
  carNumber: cars.carNumber,
  branchId: branches.id,
  branchName: branches.name,
  pickupAt: bookings.pickupAt,
  dropAt: bookings.dropAt,
  totalPaise: bookings.totalPaise,
  stage: stageSql,
};

function matches(q: string): SQL | undefined {
  const like = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const byText = or(
    ilike(users.name, like),
    ilike(users.email, like),
    ilike(users.mobile, like),
    ilike(cars.carNumber, like),
    ilike(sql`${cars.brandName} || ' ' || ${cars.modelName}`, like),
  );
  const id = /^#?(\d{1,9})$/.exec(q)?.[1];
  return id ? or(eq(bookings.id, Number(id)), byText) : byText;
}

/** Root bookings (not extension rows) matching the filters, newest pickup first. */
export async function searchBookings(db: Db, scope: number | null, search: Search) {
  const where = and(
    isNull(bookings.parentBookingId),
    scope === null ? undefined : eq(cars.branchId, scope),
    search.branchId ? eq(cars.branchId, search.branchId) : undefined,
    search.status ? eq(bookings.status, search.status) : undefined,
    search.from ? gte(bookings.pickupAt, istDayStart(search.from)) : undefined,
    search.to
      ? lt(bookings.pickupAt, new Date(istDayStart(search.to).getTime() + 86_400_000))
      : undefined,
    search.q ? matches(search.q) : undefined,
  );
  const base = db
    .select(bookingRowColumns)
    .from(bookings)
    .innerJoin(users, eq(users.id, bookings.userId))
    .innerJoin(cars, eq(cars.id, bookings.carId))
    .innerJoin(branches, eq(branches.id, cars.branchId))
    .where(where);
  const [rows, [count]] = await Promise.all([
    base
      .orderBy(desc(bookings.pickupAt), desc(bookings.id))
      .limit(BOOKING_PAGE_SIZE)
      .offset((search.page - 1) * BOOKING_PAGE_SIZE),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(bookings)
      .innerJoin(users, eq(users.id, bookings.userId))
      .innerJoin(cars, eq(cars.id, bookings.carId))
      .where(where),
  ]);
  return { rows, total: count?.n ?? 0 };
}

export const toBookingRow = (r: Awaited<ReturnType<typeof searchBookings>>['rows'][number]) => ({
  ...r,
  pickupAt: r.pickupAt.toISOString(),
  dropAt: r.dropAt.toISOString(),
});
