import { z } from 'zod';
import { UPLOAD_MAX_BYTES } from './account.js';
import { carNumberSchema } from './console-fleet.js';
import { formatRupees } from './money.js';
import { tripChargeDisputeSchema } from './trip-charge-disputes.js';
import { tripChargeWriteOffSchema } from './trip-charge-write-off.js';
import { tooLargeMessage } from './uploads.js';

// ---- Charges after the trip (issue 36, decision 0056) ----
// A toll, a traffic challan or damage found later, recorded by staff against a car and a time;
// the server finds the booking that had the car then. Tolls and fines are passed on at cost
// (pure agent); the branch's handling fee and damage are taxable supplies.

export const TRIP_CHARGE_KINDS = ['toll', 'challan', 'damage'] as const;
export type TripChargeKind = (typeof TRIP_CHARGE_KINDS)[number];

export const TRIP_CHARGE_KIND_LABELS: Record<TripChargeKind, string> = {
  toll: 'Toll',
  challan: 'Traffic challan',
  damage: 'Damage found later',
};

/** Tolls and fines are the government's or the toll operator's: passed on at cost. */
export const isPassedOnAtCost = (kind: TripChargeKind) => kind !== 'damage';

/**
 * `business`: the car was with no renter then (the business's own cost, nobody is charged);
 * `billed`: charged to the renter (paid by link or taken from the held deposit); `reversed`:
 * a dispute was accepted, the charge taken back with a credit note; `written_off`: a manager
 * wrote off what its renter never paid (a bad debt; what was paid stays collected).
 */
export const TRIP_CHARGE_STATUSES = ['business', 'billed', 'reversed', 'written_off'] as const;
export type TripChargeStatus = (typeof TRIP_CHARGE_STATUSES)[number];

/** The most a charge after the trip may be: ₹1,00,000 (a larger one goes through the courts). */
export const MAX_TRIP_CHARGE_PAISE = 10_000_000;
export const MAX_EVIDENCE_FILES = 6;
export const MAX_CHARGE_NOTICE_DAYS = 30;

export const CHARGE_AMOUNT_MESSAGE =
  'Enter the amount in rupees, more than ₹0 and at most ₹1,00,000.';
export const CHARGE_TIME_MESSAGE = 'Enter the date and time the charge arose.';
export const CHARGE_IN_FUTURE_MESSAGE = 'The charge’s time cannot be in the future.';
export const CHALLAN_NUMBER_MESSAGE = 'Enter the challan number (3 to 40 characters).';
export const CHALLAN_OFFENCE_MESSAGE = 'Enter the offence written on the challan.';
export const DAMAGE_NOTE_MESSAGE = 'Describe the damage (at least 5 characters).';
export const CHARGE_CAR_NOT_FOUND_MESSAGE = 'No car of your branches has this registration number.';
export const EVIDENCE_MISSING_MESSAGE = 'Please choose a photo or PDF of the evidence.';
export const EVIDENCE_TOO_LARGE_MESSAGE = tooLargeMessage('file', UPLOAD_MAX_BYTES);
export const EVIDENCE_LIMIT_MESSAGE = `At most ${MAX_EVIDENCE_FILES} files per charge.`;

/** The car was still out on a booking then: the return's bill charges it. */
export const chargeOnTheRoadMessage = (bookingId: number) =>
  `The car is still out on booking #${bookingId}: charge this at its return.`;

/** What staff are told once a charge is recorded. */
export function tripChargeRecordedMessage(
  charge: Pick<TripChargeView, 'bookingId' | 'totalPaise' | 'amountPaise'>,
) {
  return charge.bookingId === null
    ? `No renter had the car then: ${formatRupees(charge.amountPaise)} is the business’s own cost.`
    : `${formatRupees(charge.totalPaise)} is charged to booking #${charge.bookingId}; the customer is told.`;
}

const trimmed = (max: number, message: string) =>
  z.string({ error: message }).trim().max(max, { error: message });

export const recordTripChargeBodySchema = z
  .object({
    /** The car's registration number, as the challan or the FASTag statement prints it. */
    registration: carNumberSchema,
    kind: z.enum(TRIP_CHARGE_KINDS, { error: 'Choose toll, challan or damage.' }),
    /** When it arose: ISO time with offset (the form sends IST). */
    occurredAt: z.iso.datetime({ offset: true, error: CHARGE_TIME_MESSAGE }),
    /** The toll or fine as charged to the business, or the repair estimate. */
    amountPaise: z
      .number({ error: CHARGE_AMOUNT_MESSAGE })
      .int({ error: CHARGE_AMOUNT_MESSAGE })
      .min(1, { error: CHARGE_AMOUNT_MESSAGE })
      .max(MAX_TRIP_CHARGE_PAISE, { error: CHARGE_AMOUNT_MESSAGE }),
    /** Challan number, or the toll's transaction id. */
    reference: trimmed(40, CHALLAN_NUMBER_MESSAGE).default(''),
    /** Toll plaza or the challan's place. */
    place: trimmed(120, 'The place can be at most 120 characters.').default(''),
    offence: trimmed(200, 'The offence can be at most 200 characters.').default(''),
    note: trimmed(500, 'The note can be at most 500 characters.').default(''),
  })
  .superRefine((body, ctx) => {
    if (body.kind === 'challan' && body.reference.length < 3)
      ctx.addIssue({ code: 'custom', path: ['reference'], message: CHALLAN_NUMBER_MESSAGE });
    if (body.kind === 'challan' && body.offence.length < 3)
      ctx.addIssue({ code: 'custom', path: ['offence'], message: CHALLAN_OFFENCE_MESSAGE });
    if (body.kind === 'damage' && body.note.length < 5)
      ctx.addIssue({ code: 'custom', path: ['note'], message: DAMAGE_NOTE_MESSAGE });
  });
export type RecordTripChargeBody = z.infer<typeof recordTripChargeBodySchema>;

export const tripChargeEvidenceSchema = z.object({
  id: z.number().int(),
  /** Staff: the console's address; customer: their booking's address. */
  url: z.string(),
  mimeType: z.string(),
});
export type TripChargeEvidence = z.infer<typeof tripChargeEvidenceSchema>;

/** A charge as staff see it. */
export const tripChargeViewSchema = z.object({
  id: z.number().int(),
  kind: z.enum(TRIP_CHARGE_KINDS),
  status: z.enum(TRIP_CHARGE_STATUSES),
  carId: z.number().int(),
  carName: z.string(),
  registration: z.string(),
  branchId: z.number().int(),
  occurredAt: z.string(),
  /** The toll, the fine or the repair estimate. */
  amountPaise: z.number().int(),
  /** The branch's handling fee for the kind, as it was when recorded (0 for the business's own). */
  feePaise: z.number().int(),
  /** What the renter is charged: amount and fee (0 for the business's own). */
  totalPaise: z.number().int(),
  reference: z.string(),
  place: z.string(),
  offence: z.string(),
  note: z.string(),
  /** The booking that had the car then (its first booking when extended); null: nobody. */
  bookingId: z.number().int().nullable(),
  customerName: z.string().nullable(),
  /** After this it may be taken from the held deposit (ISO time); null for the business's own. */
  noticeEndsAt: z.string().nullable(),
  /** The tax invoice for the fee or the damage (null when none: GST off, or nothing taxable). */
  invoiceNumber: z.string().nullable(),
  /**
   * What of it is still unpaid: the booking's balance owed, put on its newest charges first
   * (0: paid by the link or taken from the deposit; 0 for the business's own).
   */
  owedPaise: z.number().int(),
  evidence: z.array(tripChargeEvidenceSchema),
  recordedAt: z.string(),
  /** The renter's dispute of it, if any (issue 36 item 4). */
  dispute: tripChargeDisputeSchema.nullable(),
  /** Until when the renter may dispute it (null for the business's own). */
  disputeUntil: z.string().nullable(),
  /** What a manager wrote off of it, when and why (issue 36 item 5; null: not written off). */
  writeOff: tripChargeWriteOffSchema.nullable(),
});
export type TripChargeView = z.infer<typeof tripChargeViewSchema>;

/** What recording a charge would do, shown before staff confirm (nothing is written). */
export const tripChargePreviewSchema = z.object({
  status: z.enum(TRIP_CHARGE_STATUSES),
  bookingId: z.number().int().nullable(),
  customerName: z.string().nullable(),
  amountPaise: z.number().int(),
  /** The branch's handling fee for the kind (before GST when prices exclude it). */
  feePaise: z.number().int(),
  /** What the renter would owe: the amount, the fee and any GST (0 for the business's own). */
  totalPaise: z.number().int(),
  noticeEndsAt: z.string().nullable(),
  /** The deposit the branch still holds on that booking, which pays it after the notice. */
  depositHeldPaise: z.number().int(),
});
export type TripChargePreview = z.infer<typeof tripChargePreviewSchema>;

export const recordTripChargeResponseSchema = tripChargeViewSchema.extend({ message: z.string() });
export type RecordTripChargeResponse = z.infer<typeof recordTripChargeResponseSchema>;

export const tripChargeListQuerySchema = z.object({
  branchId: z.coerce.number().int().positive().optional(),
  carId: z.coerce.number().int().positive().optional(),
});
export const tripChargeListSchema = z.object({ charges: z.array(tripChargeViewSchema) });
export type TripChargeList = z.infer<typeof tripChargeListSchema>;

/** A charge as the customer sees it on their booking. */
export const customerTripChargeSchema = tripChargeViewSchema.pick({
  id: true,
  kind: true,
  status: true,
  occurredAt: true,
  amountPaise: true,
  feePaise: true,
  totalPaise: true,
  reference: true,
  place: true,
  offence: true,
  note: true,
  noticeEndsAt: true,
  invoiceNumber: true,
  owedPaise: true,
  evidence: true,
  dispute: true,
  disputeUntil: true,
});
export type CustomerTripCharge = z.infer<typeof customerTripChargeSchema>;

export const customerTripChargesSchema = z.object({
  bookingId: z.number().int(),
  charges: z.array(customerTripChargeSchema),
  /** What the booking still owes (charges not yet paid or taken from the deposit). */
  owedPaise: z.number().int(),
  /** The deposit the branch still holds: charges due after their notice are taken from it. */
  depositHeldPaise: z.number().int(),
  depositHeldUntil: z.string().nullable(),
});
export type CustomerTripCharges = z.infer<typeof customerTripChargesSchema>;

const DAY = 86_400_000;

/** When a charge told to the customer at `recordedAt` may be taken from the deposit. */
export const chargeNoticeEnds = (recordedAt: Date, noticeDays: number) =>
  new Date(recordedAt.getTime() + noticeDays * DAY);

/** A registration number as cars are matched: upper case, no spaces ("CG07AB1234"). */
export const registrationKey = (text: string) => text.toUpperCase().replace(/\s+/g, '');

/** Where the renter sees their charges after the trip, with the evidence and the pay link. */
export const TRIP_CHARGES_PAGE_PATH = '/user/dashboard';

/**
 * Puts a booking's balance owed on its charges, newest first (what was paid went to the oldest):
 * each charge's unpaid part, in the order given (oldest first).
 */
export function owedPerCharge(totals: number[], owedPaise: number): number[] {
  let remaining = Math.max(0, owedPaise);
  const owed = totals.map(() => 0);
  for (let i = totals.length - 1; i >= 0 && remaining > 0; i--) {
    owed[i] = Math.min(totals[i] ?? 0, remaining);
    remaining -= owed[i] ?? 0;
  }
  return owed;
}
