import {
  DISPUTE_DECIDED_MESSAGE,
  DISPUTE_NOT_YOURS_MESSAGE,
  DISPUTE_TWICE_MESSAGE,
  disputeReasonSchema,
  disputeWindowClosedMessage,
  disputeWindowEnds,
  NO_DISPUTE_MESSAGE,
  disputeAcceptedMessage,
  disputeRejectedMessage,
  type DecideDisputeBody,
} from '../../../shared/trip-charge-disputes.js';
import { formatIstDayTime } from '../../../shared/ist-format.js';
import { formatRupees } from '../../../shared/money.js';
import { tripChargeView } from './trip-charges.view.js';
import type { Db } from '../../db/client.js';
import { recordAudit } from '../../lib/audit-log.js';
import type { ConsoleStaff } from '../../lib/console-guard.js';
import type { EventBus } from '../../lib/events/event-bus.js';
import { badRequest, HttpError, notFound } from '../../lib/http-errors.js';
import type { UploadStorage } from '../../lib/storage/upload-storage.js';
import { normaliseUpload, removeUpload, storeUpload } from '../../lib/upload-image.js';
import { branchRulesOf } from '../branches/index.js';
import { reverseTripCharge } from '../payments/index.js';
import {
  decideDisputeRow,
  disputeOf,
  insertDispute,
  lockChargeOfBooking,
  markChargeReversed,
} from './trip-charge-disputes.queries.js';
import { ownBooking } from './customer-trip-charges.service.js';

/**
 * The renter disputes a charge billed to them (issue 36 item 4) with a reason and perhaps a
 * photo or PDF, within the branch's window from when it was recorded: one dispute a charge
 * (409 twice), audited as the customer, and they are told it was received. While it is open
 * the booking's held deposit is not released (payments' release job skips it).
 */
export async function openDispute(
  deps: { db: Db; events: EventBus; storage: UploadStorage },
  userId: number,
  ids: { bookingId: number; chargeId: number },
  input: { reason: string; file: Buffer | null },
  now = new Date(),
) {
  const reason = disputeReasonSchema.safeParse(input.reason);
  if (!reason.success) throw badRequest(reason.error.issues[0]?.message ?? '', 'reason');
  await ownBooking(deps.db, userId, ids.bookingId);
  const file = input.file ? await normaliseUpload(input.file, { allowPdf: true }) : null;
  const key = file ? await storeUpload(deps.storage, `trip-charges/${ids.chargeId}`, file) : null;
  try {
    await deps.events.transaction(deps.db, async (tx, emit) => {
      const charge = await lockChargeOfBooking(tx, ids.chargeId, ids.bookingId);
      if (!charge) throw notFound('Charge not found.');
      if (charge.status !== 'billed' || charge.userId !== userId)
        throw new HttpError(409, DISPUTE_NOT_YOURS_MESSAGE);
      if (await disputeOf(tx, charge.id)) throw new HttpError(409, DISPUTE_TWICE_MESSAGE);
      const rules = await branchRulesOf(tx, charge.branchId);
      const until = disputeWindowEnds(charge.recordedAt, rules.chargeDisputeDays);
      if (now > until)
        throw new HttpError(409, disputeWindowClosedMessage(formatIstDayTime(until)));
      const row = await insertDispute(tx, {
        chargeId: charge.id,
        userId,
        reason: reason.data,
        fileKey: key,
        fileMimeType: file?.mimeType ?? null,
        openedAt: now,
      });
      await recordAudit(tx, {
        actorId: userId,
        action: 'trip_charge.dispute',
        recordType: 'trip_charge',
        recordId: charge.id,
        branchId: charge.branchId,
        before: null,
        after: { disputeId: row.id, reason: row.reason, file: key !== null },
      });
      emit({ type: 'trip-charge.disputed', chargeId: charge.id, bookingId: ids.bookingId });
    });
  } catch (error) {
    await removeUpload(deps.storage, key);
    throw error;
  }
}

/**
 * A branch manager or an admin decides an open dispute, with a reason: accepted, the charge is
 * taken back through the money module (its entry mirrored, a credit note, a refund of what was
 * paid of it); rejected, it stands and the deposit may pay it once released. One decision a
 * dispute (the charge row locked; 409 once decided), audited, and the customer is told.
 */
export async function decideDispute(
  deps: { db: Db; events: EventBus },
  staff: ConsoleStaff,
  chargeId: number,
  body: DecideDisputeBody,
  now = new Date(),
) {
  return deps.events.transaction(deps.db, async (tx, emit) => {
    const charge = await lockChargeOfBooking(tx, chargeId);
    if (!charge) throw notFound();
    const dispute = await disputeOf(tx, chargeId);
    if (!dispute || charge.bookingId === null) throw new HttpError(409, NO_DISPUTE_MESSAGE);
    if (dispute.status !== 'open') throw new HttpError(409, DISPUTE_DECIDED_MESSAGE);
    const accepted = body.decision === 'accept';
    const creditNoteNumber = accepted
      ? await reverseTripCharge(tx, {
          bookingId: charge.bookingId,
          chargeId: charge.id,
          kind: charge.kind,
          amountPaise: charge.amountPaise,
          totalPaise: charge.totalPaise,
        })
      : null;
    if (accepted) await markChargeReversed(tx, charge.id);
    await decideDisputeRow(tx, dispute.id, {
      status: accepted ? 'accepted' : 'rejected',
      decidedBy: staff.id,
      decidedAt: now,
      decisionReason: body.reason,
      creditNoteNumber,
    });
    await recordAudit(tx, {
      actorId: staff.id,
      action: accepted ? 'trip_charge.dispute_accept' : 'trip_charge.dispute_reject',
      recordType: 'trip_charge',
      recordId: charge.id,
      branchId: charge.branchId,
      before: { status: charge.status, dispute: 'open' },
      after: {
        status: accepted ? 'reversed' : charge.status,
        reason: body.reason,
        creditNoteNumber,
      },
    });
    emit({
      type: 'trip-charge.dispute-decided',
      chargeId: charge.id,
      bookingId: charge.bookingId,
      accepted,
      totalPaise: charge.totalPaise,
      reason: body.reason,
    });
    return { accepted, bookingId: charge.bookingId, totalPaise: charge.totalPaise };
  });
}

/** A dispute's file (the caller checked who may see it): its type and its bytes. */
export async function openDisputeFile(db: Db, storage: UploadStorage, chargeId: number) {
  const dispute = await disputeOf(db, chargeId);
  if (!dispute?.fileKey) throw notFound('File not found.');
  return {
    mimeType: dispute.fileMimeType ?? 'application/octet-stream',
    body: await storage.get(dispute.fileKey),
  };
}

/** The decision as the console shows it: the charge as it now stands and what happened. */
export async function decideTripChargeDispute(
  deps: { db: Db; events: EventBus },
  staff: ConsoleStaff,
  chargeId: number,
  body: DecideDisputeBody,
) {
  const decided = await decideDispute(deps, staff, chargeId, body);
  const view = await tripChargeView(deps.db, chargeId, 'console');
  return {
    ...view,
    message: decided.accepted
      ? disputeAcceptedMessage(decided.bookingId, formatRupees(decided.totalPaise))
      : disputeRejectedMessage(decided.bookingId),
  };
}
