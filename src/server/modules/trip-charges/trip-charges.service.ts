import {
  CHARGE_CAR_NOT_FOUND_MESSAGE,
  CHARGE_IN_FUTURE_MESSAGE,
  chargeNoticeEnds,
  chargeOnTheRoadMessage,
  registrationKey,
  tripChargeRecordedMessage,
  type RecordTripChargeBody,
  type RecordTripChargeResponse,
  type TripChargePreview,
  type TripChargeKind,
} from '../../../shared/trip-charges.js';
import type { BranchRules } from '../../../shared/branch-rules.js';
import type { Db, DbOrTx } from '../../db/client.js';
import { recordAudit } from '../../lib/audit-log.js';
import type { ConsoleStaff } from '../../lib/console-guard.js';
import type { EventBus } from '../../lib/events/event-bus.js';
import { badRequest, HttpError } from '../../lib/http-errors.js';
import { bookingOfCarAt } from '../bookings/index.js';
import { branchRulesOf } from '../branches/index.js';
import { billTripCharge, depositHeld, tripChargeTotal } from '../payments/index.js';
import { carByRegistration, insertTripCharge, setChargeBilled } from './trip-charges.queries.js';
import { tripChargeView } from './trip-charges.view.js';

/** A few minutes of clock difference between a phone and the server are not the future. */
const CLOCK_SLACK_MS = 5 * 60_000;

const FEE_OF: Record<TripChargeKind, keyof BranchRules> = {
  toll: 'tollFeePaise',
  challan: 'challanFeePaise',
  damage: 'damageFeePaise',
};

/**
 * Where a charge goes (read in the caller's transaction): the car of the staff member's
 * branches by its registration (404), the booking that had it then (409 while still out on
 * it; none: the business's own), the branch's fee for the kind and the notice's end.
 */
async function chargeTarget(
  db: DbOrTx,
  staff: ConsoleStaff,
  body: RecordTripChargeBody,
  now: Date,
) {
  const occurredAt = new Date(body.occurredAt);
  if (occurredAt.getTime() > now.getTime() + CLOCK_SLACK_MS)
    throw badRequest(CHARGE_IN_FUTURE_MESSAGE, 'occurredAt');
  const car = await carByRegistration(db, registrationKey(body.registration), staff.branchId);
  if (!car) throw new HttpError(404, CHARGE_CAR_NOT_FOUND_MESSAGE, 'registration');
  const holder = await bookingOfCarAt(db, car.id, occurredAt);
  if (holder?.status === 'confirmed')
    throw new HttpError(409, chargeOnTheRoadMessage(holder.rootId), 'occurredAt');
  const rules = await branchRulesOf(db, car.branchId);
  return {
    car,
    occurredAt,
    holder,
    feePaise: holder ? (rules[FEE_OF[body.kind]] as number) : 0,
    noticeEndsAt: holder ? chargeNoticeEnds(now, rules.chargeNoticeDays) : null,
  };
}

/** What recording the charge would do, for staff to confirm: nothing is written. */
export async function previewTripCharge(
  db: Db,
  staff: ConsoleStaff,
  body: RecordTripChargeBody,
  now = new Date(),
): Promise<TripChargePreview> {
  const { holder, feePaise, noticeEndsAt } = await chargeTarget(db, staff, body, now);
  const charge = { kind: body.kind, amountPaise: body.amountPaise, feePaise, chargeId: 0 };
  return {
    status: holder ? 'billed' : 'business',
    bookingId: holder?.rootId ?? null,
    customerName: holder?.customerName ?? null,
    amountPaise: body.amountPaise,
    feePaise,
    totalPaise: holder ? await tripChargeTotal(db, { ...charge, bookingId: holder.rootId }) : 0,
    noticeEndsAt: noticeEndsAt?.toISOString() ?? null,
    depositHeldPaise: holder ? await depositStillHeld(db, holder.rootId, now) : 0,
  };
}

/** The deposit the branch still holds on a booking at `now` (0: none, or released). */
async function depositStillHeld(db: Db, bookingId: number, now: Date) {
  const held = await depositHeld(db, bookingId, now);
  return held.heldUntil ? held.heldPaise : 0;
}

/**
 * Staff record a charge after the trip (issue 36, decision 0056) against a car of their branch
 * and the moment it arose. In one transaction: the booking that had the car then is found (a
 * car still out on it: 409, the return's bill charges it; none: the business's own cost,
 * nobody billed); the renter is billed the amount and the branch's handling fee for the kind
 * through the money module (its journal entry and tax invoice; a held deposit is held until the
 * notice ends), the record audited, and once committed the customer is told on their channels.
 */
export async function recordTripCharge(
  deps: { db: Db; events: EventBus },
  staff: ConsoleStaff,
  body: RecordTripChargeBody,
  now = new Date(),
): Promise<RecordTripChargeResponse> {
  const id = await deps.events.transaction(deps.db, async (tx, emit) => {
    const { car, occurredAt, holder, feePaise, noticeEndsAt } = await chargeTarget(
      tx,
      staff,
      body,
      now,
    );
    const row = await insertTripCharge(tx, {
      carId: car.id,
      branchId: car.branchId,
      kind: body.kind,
      status: holder ? 'billed' : 'business',
      occurredAt,
      amountPaise: body.amountPaise,
      feePaise,
      reference: body.reference,
      place: body.place,
      offence: body.kind === 'challan' ? body.offence : '',
      note: body.note,
      bookingId: holder?.rootId ?? null,
      userId: holder?.userId ?? null,
      noticeEndsAt,
      recordedBy: staff.id,
      recordedAt: now,
    });
    let billed = { totalPaise: 0, invoiceNumber: null as string | null };
    if (holder && noticeEndsAt) {
      billed = await billTripCharge(
        tx,
        {
          bookingId: holder.rootId,
          chargeId: row.id,
          kind: row.kind,
          amountPaise: row.amountPaise,
          feePaise: row.feePaise,
          detail: row,
        },
        noticeEndsAt,
      );
      await setChargeBilled(tx, row.id, billed);
      emit({
        type: 'trip-charge.billed',
        chargeId: row.id,
        bookingId: holder.rootId,
        totalPaise: billed.totalPaise,
        noticeEndsAt: noticeEndsAt.toISOString(),
      });
    }
    await recordAudit(tx, {
      actorId: staff.id,
      action: 'trip_charge.record',
      recordType: 'trip_charge',
      recordId: row.id,
      branchId: car.branchId,
      before: null,
      after: {
        kind: row.kind,
        carId: car.id,
        occurredAt: occurredAt.toISOString(),
        amountPaise: row.amountPaise,
        feePaise: row.feePaise,
        bookingId: row.bookingId,
        ...billed,
      },
    });
    return row.id;
  });
  const view = await tripChargeView(deps.db, id, 'console');
  return { ...view, message: tripChargeRecordedMessage(view) };
}
