import { formatIstDayTime } from '../../../shared/ist-format.js';
import { formatRupees } from '../../../shared/money.js';
import {
  WRITE_OFF_CHANGED_MESSAGE,
  WRITE_OFF_DISPUTED_MESSAGE,
  WRITE_OFF_OWN_COST_MESSAGE,
  WRITE_OFF_PAID_MESSAGE,
  WRITE_OFF_REVERSED_MESSAGE,
  WRITE_OFF_TWICE_MESSAGE,
  chargeWrittenOffMessage,
  writeOffDepositHeldMessage,
  type WriteOffBody,
  type WriteOffPreview,
} from '../../../shared/trip-charge-write-off.js';
import type { RecordTripChargeResponse } from '../../../shared/trip-charges.js';
import type { Db, DbOrTx } from '../../db/client.js';
import { recordAudit } from '../../lib/audit-log.js';
import type { ConsoleStaff } from '../../lib/console-guard.js';
import { HttpError, notFound } from '../../lib/http-errors.js';
import { balancesOwed, depositHeld, writeOffTripCharge } from '../payments/index.js';
import { disputeOf, lockChargeOfBooking } from './trip-charge-disputes.queries.js';
import { setChargeWrittenOff, tripChargeById, type TripChargeRow } from './trip-charges.queries.js';
import { owedByCharge } from './trip-charges-owed.js';
import { tripChargeView } from './trip-charges.view.js';

const NOT_BILLED: Record<Exclude<TripChargeRow['status'], 'billed'>, string> = {
  written_off: WRITE_OFF_TWICE_MESSAGE,
  reversed: WRITE_OFF_REVERSED_MESSAGE,
  business: WRITE_OFF_OWN_COST_MESSAGE,
};

/**
 * What may be written off of a charge (the refusals a write-off and its preview share, in
 * order): only a billed charge, not while its dispute is open, and only its unpaid part by
 * the list's rule (`owedByCharge`); nothing unpaid is a 409.
 */
async function unpaidPart(db: DbOrTx, charge: TripChargeRow) {
  if (charge.status !== 'billed') throw new HttpError(409, NOT_BILLED[charge.status]);
  const bookingId = charge.bookingId;
  if (bookingId === null) throw new HttpError(409, WRITE_OFF_OWN_COST_MESSAGE);
  if ((await disputeOf(db, charge.id))?.status === 'open')
    throw new HttpError(409, WRITE_OFF_DISPUTED_MESSAGE);
  const unpaidPaise = (await owedByCharge(db, [bookingId])).get(charge.id) ?? 0;
  if (unpaidPaise <= 0) throw new HttpError(409, WRITE_OFF_PAID_MESSAGE);
  return { bookingId, unpaidPaise };
}

/**
 * The refusal while the booking's deposit is still held: its release pays the charge. Held as
 * the money module counts it, until its release has run whatever the date (so `now` is the
 * epoch); the message names the date it is held until.
 */
async function depositHeldRefusal(db: Db, bookingId: number) {
  const held = await depositHeld(db, bookingId, new Date(0));
  if (!held.heldUntil) return null;
  const until = formatIstDayTime(new Date(held.heldUntil));
  return new HttpError(409, writeOffDepositHeldMessage(bookingId, until));
}

/** What writing the charge off would do, for a manager to confirm: nothing is written. */
export async function previewWriteOff(db: Db, chargeId: number): Promise<WriteOffPreview> {
  const row = await tripChargeById(db, chargeId);
  if (!row) throw notFound();
  const { bookingId, unpaidPaise } = await unpaidPart(db, row.charge);
  const refusal = await depositHeldRefusal(db, bookingId);
  if (refusal) throw refusal;
  return { chargeId, bookingId, totalPaise: row.charge.totalPaise, unpaidPaise };
}

/**
 * A branch manager or an admin writes off what the renter never paid of a billed charge
 * (issue 36 item 5), with a reason. In one transaction, the charge row locked (of two at once
 * the second finds it written off): the refusals of `unpaidPart`, then the money module posts
 * the bad debt (the booking locked; refused while its deposit is held, which pays the charge
 * at its release); a payment that reached the booking between reading its balance and locking
 * it refuses the write-off (rolled back) rather than write off a stale figure. Audited.
 */
export async function writeOffCharge(
  db: Db,
  staff: ConsoleStaff,
  chargeId: number,
  body: WriteOffBody,
  now = new Date(),
): Promise<RecordTripChargeResponse> {
  const done = await db.transaction(async (tx) => {
    const charge = await lockChargeOfBooking(tx, chargeId);
    if (!charge) throw notFound();
    const { bookingId, unpaidPaise } = await unpaidPart(tx, charge);
    const balanceBefore = (await balancesOwed(tx, [bookingId])).get(bookingId) ?? 0;
    const outcome = await writeOffTripCharge(tx, {
      bookingId,
      chargeId,
      kind: charge.kind,
      amountPaise: unpaidPaise,
    });
    if (outcome === 'deposit_held') return { bookingId, unpaidPaise, depositHeld: true };
    const balanceAfter = (await balancesOwed(tx, [bookingId])).get(bookingId) ?? 0;
    if (outcome === 'nothing_owed' || balanceAfter !== balanceBefore - unpaidPaise)
      throw new HttpError(409, WRITE_OFF_CHANGED_MESSAGE);
    await setChargeWrittenOff(tx, chargeId, {
      writtenOffPaise: unpaidPaise,
      writtenOffAt: now,
      writtenOffBy: staff.id,
      writeOffReason: body.reason,
    });
    await recordAudit(tx, {
      actorId: staff.id,
      action: 'trip_charge.write_off',
      recordType: 'trip_charge',
      recordId: chargeId,
      branchId: charge.branchId,
      before: { status: charge.status, owedPaise: unpaidPaise },
      after: { status: 'written_off', writtenOffPaise: unpaidPaise, reason: body.reason },
    });
    return { bookingId, unpaidPaise, depositHeld: false };
  });
  if (done.depositHeld) {
    throw (
      (await depositHeldRefusal(db, done.bookingId)) ??
      new HttpError(409, WRITE_OFF_CHANGED_MESSAGE)
    );
  }
  const view = await tripChargeView(db, chargeId, 'console');
  const amount = formatRupees(done.unpaidPaise);
  return { ...view, message: chargeWrittenOffMessage(chargeId, amount, done.bookingId) };
}
