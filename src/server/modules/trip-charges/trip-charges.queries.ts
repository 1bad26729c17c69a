import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { cars, tripChargeEvidence, tripCharges, users } from '../../db/schema.js';

export type TripChargeRow = typeof tripCharges.$inferSelect;

/** A car of the staff member's branches (null: every branch) by its registration key. */
export async function carByRegistration(db: DbOrTx, key: string, branchId: number | null) {
  const [row] = await db
    .select({ id: cars.id, branchId: cars.branchId })
    .from(cars)
    .where(
      and(
        sql`regexp_replace(upper(${cars.carNumber}), '\\s', '', 'g') = ${key}`,
        branchId === null ? undefined : eq(cars.branchId, branchId),
      ),
    );
  return row;
}

export async function insertTripCharge(db: DbOrTx, values: typeof tripCharges.$inferInsert) {
  const [row] = await db.insert(tripCharges).values(values).returning();
  if (!row) throw new Error('The trip charge was not inserted.');
  return row;
}

export async function setChargeBilled(
  db: DbOrTx,
  id: number,
  billed: { totalPaise: number; invoiceNumber: string | null },
) {
  await db.update(tripCharges).set(billed).where(eq(tripCharges.id, id));
}

const listColumns = {
  charge: tripCharges,
  carName: cars.title,
  registration: cars.carNumber,
  customerName: users.name,
};

function listOf(db: DbOrTx, where: SQL | undefined) {
  return db
    .select(listColumns)
    .from(tripCharges)
    .innerJoin(cars, eq(cars.id, tripCharges.carId))
    .leftJoin(users, eq(users.id, tripCharges.userId))
    .where(where)
    .orderBy(desc(tripCharges.recordedAt), desc(tripCharges.id));
}
export type TripChargeListRow = Awaited<ReturnType<typeof listOf>>[number];

/** Charges of a branch (null: every branch) or a car, newest first (at most 200). */
export function listTripCharges(
  db: DbOrTx,
  filter: { branchId: number | null; carId?: number | undefined },
) {
  return listOf(
    db,
    and(
      filter.branchId === null ? undefined : eq(tripCharges.branchId, filter.branchId),
      filter.carId === undefined ? undefined : eq(tripCharges.carId, filter.carId),
    ),
  ).limit(200);
}

export const tripChargeById = async (db: DbOrTx, id: number) =>
  (await listOf(db, eq(tripCharges.id, id)))[0];

/** The charges billed to a booking (its first booking), oldest first. */
export async function chargesOfBooking(db: DbOrTx, bookingId: number) {
  return (await listOf(db, eq(tripCharges.bookingId, bookingId))).reverse();
}

export function evidenceOf(db: DbOrTx, chargeIds: number[]) {
  if (chargeIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: tripChargeEvidence.id,
      chargeId: tripChargeEvidence.chargeId,
      mimeType: tripChargeEvidence.mimeType,
    })
    .from(tripChargeEvidence)
    .where(inArray(tripChargeEvidence.chargeId, chargeIds))
    .orderBy(tripChargeEvidence.id);
}

export async function countEvidence(db: DbOrTx, chargeId: number) {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(tripChargeEvidence)
    .where(eq(tripChargeEvidence.chargeId, chargeId));
  return row?.n ?? 0;
}

/** Locks a charge while a file is added (the count of files holds). */
export async function lockCharge(db: DbOrTx, id: number) {
  const [row] = await db.select().from(tripCharges).where(eq(tripCharges.id, id)).for('update');
  return row;
}

export async function insertEvidence(db: DbOrTx, values: typeof tripChargeEvidence.$inferInsert) {
  const [row] = await db.insert(tripChargeEvidence).values(values).returning();
  if (!row) throw new Error('The evidence was not inserted.');
  return row;
}

export async function evidenceFile(db: DbOrTx, chargeId: number, fileId: number) {
  const [row] = await db
    .select()
    .from(tripChargeEvidence)
    .where(and(eq(tripChargeEvidence.id, fileId), eq(tripChargeEvidence.chargeId, chargeId)));
  return row;
}

/** The billed charges of some bookings, oldest first (how their balances are put on them). */
export function billedChargesOf(db: DbOrTx, bookingIds: number[]) {
  if (bookingIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: tripCharges.id,
      bookingId: tripCharges.bookingId,
      totalPaise: tripCharges.totalPaise,
    })
    .from(tripCharges)
    .where(and(eq(tripCharges.status, 'billed'), inArray(tripCharges.bookingId, bookingIds)))
    .orderBy(asc(tripCharges.recordedAt), asc(tripCharges.id));
}

/** A billed charge written off (the row locked by the caller). */
export async function setChargeWrittenOff(
  db: DbOrTx,
  id: number,
  writeOff: Pick<
    TripChargeRow,
    'writtenOffPaise' | 'writtenOffAt' | 'writtenOffBy' | 'writeOffReason'
  >,
) {
  await db
    .update(tripCharges)
    .set({ status: 'written_off', ...writeOff })
    .where(eq(tripCharges.id, id));
}
