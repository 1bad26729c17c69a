import type { TripChargeView } from '../../../shared/trip-charges.js';
import type { DbOrTx } from '../../db/client.js';
import { notFound } from '../../lib/http-errors.js';
import { evidenceOf, tripChargeById, type TripChargeListRow } from './trip-charges.queries.js';

/** Whose address a file is served at: the console's, or the renter's booking's. */
export type EvidenceAudience = 'console' | 'customer';

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
    evidence: files
      .filter((f) => f.chargeId === c.id)
      .map((f) => ({ id: f.id, url: evidenceUrl(c, f.id, to), mimeType: f.mimeType })),
    recordedAt: c.recordedAt.toISOString(),
  }));
}

export async function tripChargeView(db: DbOrTx, id: number, to: EvidenceAudience) {
  const row = await tripChargeById(db, id);
  if (!row) throw notFound();
  const [view] = await tripChargeViews(db, [row], to);
  if (!view) throw notFound();
  return view;
}
