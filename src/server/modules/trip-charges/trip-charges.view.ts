import { disputeWindowEnds, type TripChargeDispute } from '../../../shared/trip-charge-disputes.js';
import type { TripChargeView } from '../../../shared/trip-charges.js';
import type { DbOrTx } from '../../db/client.js';
import { notFound } from '../../lib/http-errors.js';
import { branchRulesOf } from '../branches/index.js';
import { disputesOf, type DisputeRow } from './trip-charge-disputes.queries.js';
import { evidenceOf, tripChargeById, type TripChargeListRow } from './trip-charges.queries.js';
import { owedByCharge } from './trip-charges-owed.js';

/** Whose address a file is served at: the console's, or the renter's booking's. */
export type EvidenceAudience = 'console' | 'customer';

function disputeView(
  c: TripChargeListRow['charge'],
  d: DisputeRow | undefined,
  to: EvidenceAudience,
): TripChargeDispute | null {
  if (!d) return null;
  const fileUrl = !d.fileKey
    ? null
    : to === 'console'
      ? `/api/console/trip-charges/${c.id}/dispute/file`
      : `/api/bookings/${c.bookingId}/trip-charges/${c.id}/dispute/file`;
  return {
    status: d.status,
    reason: d.reason,
    fileUrl,
    openedAt: d.openedAt.toISOString(),
    decisionReason: d.decisionReason,
    decidedAt: d.decidedAt?.toISOString() ?? null,
    creditNoteNumber: d.creditNoteNumber,
  };
}

/** Each listed branch's dispute window in days (its rules now). */
async function disputeDaysOf(db: DbOrTx, rows: TripChargeListRow[]) {
  const days = new Map<number, number>();
  for (const branchId of new Set(rows.map((r) => r.charge.branchId))) {
    days.set(branchId, (await branchRulesOf(db, branchId)).chargeDisputeDays);
  }
  return days;
}

const evidenceUrl = (row: TripChargeListRow['charge'], fileId: number, to: EvidenceAudience) =>
  to === 'console'
    ? `/api/console/trip-charges/${row.id}/evidence/${fileId}`
    : `/api/bookings/${row.bookingId}/trip-charges/${row.id}/evidence/${fileId}`;

/** Charges as the console and the customer see them, with their files. */
export async function tripChargeViews(
  db: DbOrTx,
  rows: TripChargeListRow[],
  to: EvidenceAudience,
): Promise<TripChargeView[]> {
  const files = await evidenceOf(
    db,
    rows.map((r) => r.charge.id),
  );
  const owed = await owedByCharge(
    db,
    rows.flatMap(({ charge: c }) => (c.status === 'billed' && c.bookingId ? [c.bookingId] : [])),
  );
  const disputes = new Map(
    (
      await disputesOf(
        db,
        rows.map((r) => r.charge.id),
      )
    ).map((d) => [d.chargeId, d]),
  );
  const disputeDays = await disputeDaysOf(db, rows);
  return rows.map(({ charge: c, carName, registration, customerName }) => ({
    id: c.id,
    kind: c.kind,
    status: c.status,
    carId: c.carId,
    carName,
    registration,
    branchId: c.branchId,
    occurredAt: c.occurredAt.toISOString(),
    amountPaise: c.amountPaise,
    feePaise: c.feePaise,
    totalPaise: c.totalPaise,
    reference: c.reference,
    place: c.place,
    offence: c.offence,
    note: c.note,
    bookingId: c.bookingId,
    customerName,
    noticeEndsAt: c.noticeEndsAt?.toISOString() ?? null,
    invoiceNumber: c.invoiceNumber,
    owedPaise: owed.get(c.id) ?? 0,
    evidence: files
      .filter((f) => f.chargeId === c.id)
      .map((f) => ({ id: f.id, url: evidenceUrl(c, f.id, to), mimeType: f.mimeType })),
    recordedAt: c.recordedAt.toISOString(),
    dispute: disputeView(c, disputes.get(c.id), to),
    disputeUntil:
      c.bookingId === null
        ? null
        : disputeWindowEnds(c.recordedAt, disputeDays.get(c.branchId) ?? 7).toISOString(),
    writeOff: c.writtenOffAt
      ? { paise: c.writtenOffPaise, at: c.writtenOffAt.toISOString(), reason: c.writeOffReason }
      : null,
  }));
}

export async function tripChargeView(db: DbOrTx, id: number, to: EvidenceAudience) {
  const row = await tripChargeById(db, id);
  if (!row) throw notFound();
  const [view] = await tripChargeViews(db, [row], to);
  if (!view) throw notFound();
  return view;
}
