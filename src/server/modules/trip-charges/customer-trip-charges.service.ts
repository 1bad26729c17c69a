import type { CustomerTripCharges } from '../../../shared/trip-charges.js';
import type { Db } from '../../db/client.js';
import { notFound } from '../../lib/http-errors.js';
import { findBookingOf } from '../bookings/index.js';
import { balanceOwed, depositHeld } from '../payments/index.js';
import { chargesOfBooking, tripChargeById } from './trip-charges.queries.js';
import { tripChargeViews } from './trip-charges.view.js';

/** The customer's own booking (its first booking), or 404 as for any booking not theirs. */
export async function ownBooking(db: Db, userId: number, bookingId: number) {
  const booking = await findBookingOf(db, userId, bookingId);
  if (!booking) throw notFound('Booking not found.');
  return booking;
}

/**
 * The charges after the trip on a customer's booking, with their evidence, what the booking
 * still owes (paid by the balance link) and the deposit still held (which pays it once the
 * notice ends).
 */
export async function customerTripCharges(
  db: Db,
  userId: number,
  bookingId: number,
): Promise<CustomerTripCharges> {
  await ownBooking(db, userId, bookingId);
  const views = await tripChargeViews(db, await chargesOfBooking(db, bookingId), 'customer');
  const held = await depositHeld(db, bookingId);
  return {
    bookingId,
    charges: views.map((v) => ({
      id: v.id,
      kind: v.kind,
      status: v.status,
      occurredAt: v.occurredAt,
      amountPaise: v.amountPaise,
      feePaise: v.feePaise,
      totalPaise: v.totalPaise,
      reference: v.reference,
      place: v.place,
      offence: v.offence,
      note: v.note,
      noticeEndsAt: v.noticeEndsAt,
      invoiceNumber: v.invoiceNumber,
      owedPaise: v.owedPaise,
      evidence: v.evidence,
      dispute: v.dispute,
      disputeUntil: v.disputeUntil,
    })),
    owedPaise: views.length === 0 ? 0 : (await balanceOwed(db, bookingId)).owedPaise,
    depositHeldPaise: held.heldUntil ? held.heldPaise : 0,
    depositHeldUntil: held.heldUntil ?? null,
  };
}

/** A charge's file for its renter: another customer's charge is 404, as a missing one. */
export async function assertCustomerCharge(
  db: Db,
  userId: number,
  bookingId: number,
  chargeId: number,
) {
  await ownBooking(db, userId, bookingId);
  const row = await tripChargeById(db, chargeId);
  if (!row || row.charge.bookingId !== bookingId) throw notFound('File not found.');
}

/** One charge of the customer's booking as they see it (after they disputed it). */
export async function disputedCharge(db: Db, userId: number, bookingId: number, chargeId: number) {
  const { charges } = await customerTripCharges(db, userId, bookingId);
  const charge = charges.find((c) => c.id === chargeId);
  if (!charge) throw notFound('Charge not found.');
  return charge;
}
