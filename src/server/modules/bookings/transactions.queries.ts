import { and, count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { bookings, payments } from '../../db/schema.js';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** My payment records matching the search (ids, order and payment refs, method, status, kind). */
function mine(userId: number, search: string) {
  const pattern = `%${escapeLike(search)}%`;
  return and(
    eq(bookings.userId, userId),
    search
      ? or(
          ilike(sql`${payments.id}::text`, pattern),
          ilike(sql`${payments.bookingId}::text`, pattern),
          ilike(payments.gatewayOrderId, pattern),
          ilike(payments.gatewayPaymentId, pattern),
          ilike(payments.method, pattern),
          ilike(payments.status, pattern),
          ilike(payments.kind, pattern),
        )
      : undefined,
  );
}

export async function listTransactions(
  db: DbOrTx,
  userId: number,
  search: string,
  limit: number,
  offset: number,
) {
  const where = mine(userId, search);
  const [total] = await db
    .select({ n: count() })
    .from(payments)
    .innerJoin(bookings, eq(bookings.id, payments.bookingId))
    .where(where);
  const rows = await db
    .select({ payment: payments })
    .from(payments)
    .innerJoin(bookings, eq(bookings.id, payments.bookingId))
    .where(where)
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(limit)
    .offset(offset);
  return { total: Number(total?.n ?? 0), rows: rows.map((r) => r.payment) };
}
