import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { tripChargeDisputes, tripCharges } from '../../db/schema.js';

export type DisputeRow = typeof tripChargeDisputes.$inferSelect;

export function disputesOf(db: DbOrTx, chargeIds: number[]) {
  if (chargeIds.length === 0) return Promise.resolve([] as DisputeRow[]);
  return db
    .select()
    .from(tripChargeDisputes)
    .where(inArray(tripChargeDisputes.chargeId, chargeIds));
}

export async function disputeOf(db: DbOrTx, chargeId: number) {
  const [row] = await db
    .select()
    .from(tripChargeDisputes)
    .where(eq(tripChargeDisputes.chargeId, chargeId));
  return row;
}

/** The charge, locked: its dispute is opened or decided one at a time. */
export async function lockChargeOfBooking(db: DbOrTx, chargeId: number, bookingId?: number) {
  const [row] = await db
    .select()
    .from(tripCharges)
    .where(
      and(
        eq(tripCharges.id, chargeId),
        bookingId === undefined ? undefined : eq(tripCharges.bookingId, bookingId),
      ),
    )
    .for('update');
  return row;
}

export async function insertDispute(db: DbOrTx, values: typeof tripChargeDisputes.$inferInsert) {
  const [row] = await db.insert(tripChargeDisputes).values(values).returning();
  if (!row) throw new Error('The dispute was not inserted.');
  return row;
}

export async function decideDisputeRow(
  db: DbOrTx,
  id: number,
  decision: Pick<
    DisputeRow,
    'status' | 'decidedBy' | 'decidedAt' | 'decisionReason' | 'creditNoteNumber'
  >,
) {
  await db.update(tripChargeDisputes).set(decision).where(eq(tripChargeDisputes.id, id));
}

export async function markChargeReversed(db: DbOrTx, chargeId: number) {
  await db.update(tripCharges).set({ status: 'reversed' }).where(eq(tripCharges.id, chargeId));
}
