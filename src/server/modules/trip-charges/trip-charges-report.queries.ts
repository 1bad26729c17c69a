import { and, eq, gte, lt, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { tripChargeDisputes, tripCharges } from '../../db/schema.js';

/** Charges recorded from `from` until before `until`, of a branch (null: every branch). */
export interface ReportPeriod {
  from: Date;
  until: Date;
  branchId: number | null;
}

const recordedIn = (p: ReportPeriod) =>
  and(
    gte(tripCharges.recordedAt, p.from),
    lt(tripCharges.recordedAt, p.until),
    p.branchId === null ? undefined : eq(tripCharges.branchId, p.branchId),
  );

const countOf = (where: SQL) => sql<number>`count(*) filter (where ${where})`.mapWith(Number);
const sumOf = (paise: SQLWrapper, where: SQL) =>
  sql<number>`coalesce(sum(${paise}) filter (where ${where}), 0)`.mapWith(Number);

const status = (s: (typeof tripCharges.status.enumValues)[number]) =>
  sql`${tripCharges.status} = ${s}`;
const dispute = (s: (typeof tripChargeDisputes.status.enumValues)[number]) =>
  sql`${tripChargeDisputes.status} = ${s}`;
const total = tripCharges.totalPaise;

/**
 * The period's charges by kind, in one pass: the business's own, the billed (reversed and
 * written off included), the totals of those that stand, disputes by where they stand, the
 * reversed and the written off. A kind with no charge has no row.
 */
export function chargeFiguresByKind(db: DbOrTx, period: ReportPeriod) {
  const standing = sql`${tripCharges.status} in ('billed', 'written_off')`;
  return db
    .select({
      kind: tripCharges.kind,
      ownCount: countOf(status('business')),
      ownPaise: sumOf(tripCharges.amountPaise, status('business')),
      billedCount: countOf(sql`${tripCharges.status} <> 'business'`),
      billedPaise: sumOf(total, sql`${tripCharges.status} <> 'business'`),
      standingPaise: sumOf(total, standing),
      disputeOpenCount: countOf(dispute('open')),
      disputeOpenPaise: sumOf(total, dispute('open')),
      disputeRejectedCount: countOf(dispute('rejected')),
      disputeRejectedPaise: sumOf(total, dispute('rejected')),
      reversedCount: countOf(status('reversed')),
      reversedPaise: sumOf(total, status('reversed')),
      writtenOffCount: countOf(status('written_off')),
      writtenOffPaise: sumOf(tripCharges.writtenOffPaise, status('written_off')),
    })
    .from(tripCharges)
    .leftJoin(tripChargeDisputes, eq(tripChargeDisputes.chargeId, tripCharges.id))
    .where(recordedIn(period))
    .groupBy(tripCharges.kind);
}
export type ChargeFigures = Awaited<ReturnType<typeof chargeFiguresByKind>>[number];

/** The period's charges still billed (some of each may be unpaid), with their bookings. */
export function billedChargesIn(db: DbOrTx, period: ReportPeriod) {
  return db
    .select({ id: tripCharges.id, kind: tripCharges.kind, bookingId: tripCharges.bookingId })
    .from(tripCharges)
    .where(and(recordedIn(period), eq(tripCharges.status, 'billed')));
}
