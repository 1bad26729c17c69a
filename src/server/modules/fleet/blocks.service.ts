import { and, asc, eq, gt, lt, notInArray, sql } from 'drizzle-orm';
import { bookingReference } from '../../../shared/payments.js';
import { formatIstDayTime } from '../../../shared/ist-format.js';
import type { z } from 'zod';
import type { blockBodySchema } from '../../../shared/console-availability.js';
import type { Db, DbOrTx } from '../../db/client.js';
import { bookings, carBlocks, cars } from '../../db/schema.js';
import { recordAudit } from '../../lib/audit-log.js';
import { assertBranch, type ConsoleStaff } from '../../lib/console-guard.js';
import { badRequest, conflict, HttpError, notFound } from '../../lib/http-errors.js';
import { LESSON_MESSAGES } from '../../../shared/lesson-messages.js';

type BlockInput = z.output<typeof blockBodySchema>;
const DEAD = ['cancelled', 'lapsed'] as const;

/** The constraint a database error names (node-postgres puts it on the error or its cause). */
const constraintOf = (error: unknown) => {
  const e = error as { constraint?: string; cause?: { constraint?: string } };
  return e.cause?.constraint ?? e.constraint;
};

const toBlock = (b: typeof carBlocks.$inferSelect) => ({
  id: b.id,
  carId: b.carId,
  startsAt: b.startsAt.toISOString(),
  endsAt: b.endsAt.toISOString(),
  reason: b.reason,
});

export const clashMessage = (c: { id: number; pickupAt: Date; dropAt: Date }) =>
  `This period clashes with booking ${bookingReference(c.id)} (${formatIstDayTime(c.pickupAt)} to ${formatIstDayTime(c.dropAt)}). Move or cancel that booking first.`;

/** The first live booking of the car overlapping [start, end), if any. */
async function clashingBooking(tx: DbOrTx, carId: number, start: Date, end: Date) {
  const [row] = await tx
    .select({ id: bookings.id, pickupAt: bookings.pickupAt, dropAt: bookings.dropAt })
    .from(bookings)
    .where(
      and(
        eq(bookings.carId, carId),
        notInArray(bookings.status, [...DEAD]),
        lt(bookings.pickupAt, end),
        gt(bookings.dropAt, start),
      ),
    )
    .orderBy(asc(bookings.pickupAt))
    .limit(1);
  return row;
}

export async function listBlocks(db: Db, carId: number) {
  const rows = await db
    .select()
    .from(carBlocks)
    .where(eq(carBlocks.carId, carId))
    .orderBy(asc(carBlocks.startsAt));
  return { blocks: rows.map(toBlock) };
}

/**
 * Blocks a car (servicing...). Refused with the clashing booking named when a live booking
 * overlaps; the database's trigger (migration console_block_guard) holds the same rule under
 * concurrency, taking the same per-car lock as this transaction.
 */
export async function createBlock(db: Db, staff: ConsoleStaff, body: BlockInput) {
  const [car] = await db.select().from(cars).where(eq(cars.id, body.carId));
  if (!car) throw badRequest('There is no such car.', 'carId');
  assertBranch(staff, car.branchId);
  const block = await db
    .transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(7301, ${car.id})`);
      const clash = await clashingBooking(tx, car.id, body.startsAt, body.endsAt);
      if (clash) {
        throw new HttpError(409, clashMessage(clash), undefined, {
          kind: 'blockClash',
          bookingId: clash.id,
          from: clash.pickupAt.toISOString(),
          until: clash.dropAt.toISOString(),
        });
      }
      const [row] = await tx.insert(carBlocks).values(body).returning();
      if (!row) throw new Error('Expected the inserted block, found none.');
      await recordAudit(tx, {
        actorId: staff.id,
        action: 'block.create',
        recordType: 'block',
        recordId: row.id,
        branchId: car.branchId,
        before: null,
        after: toBlock(row),
      });
      return row;
    })
    .catch((error: unknown) => {
      // The car_blocks_no_live_lesson trigger (migration 0033): a practical lesson under it.
      if (constraintOf(error) === 'car_blocks_no_live_lesson') {
        throw conflict(LESSON_MESSAGES.blockOverLesson);
      }
      throw error;
    });
  return toBlock(block);
}

export async function deleteBlock(db: Db, staff: ConsoleStaff, blockId: number) {
  const [row] = await db
    .select({ block: carBlocks, branchId: cars.branchId })
    .from(carBlocks)
    .innerJoin(cars, eq(cars.id, carBlocks.carId))
    .where(eq(carBlocks.id, blockId));
  if (!row) throw notFound('Block not found.');
  assertBranch(staff, row.branchId);
  await db.transaction(async (tx) => {
    await tx.delete(carBlocks).where(eq(carBlocks.id, blockId));
    await recordAudit(tx, {
      actorId: staff.id,
      action: 'block.delete',
      recordType: 'block',
      recordId: blockId,
      branchId: row.branchId,
      before: toBlock(row.block),
      after: null,
    });
  });
}
