import { and, eq } from 'drizzle-orm';
import type { HandoverChecklist } from '../../../shared/handover-sheet.js';
import type { Db } from '../../db/client.js';
import { bookings, branches, cars, handoverSignatures, users } from '../../db/schema.js';
import { notFound } from '../../lib/http-errors.js';
import type { UploadStorage } from '../../lib/storage/upload-storage.js';
import { damageMarksOf } from './handover-marks.service.js';
import { handoversOf, paidPeriodOf } from './handover.queries.js';
import type { Language } from '../../../shared/language.js';
import { handoverSheetPdf, type HandoverSheet } from './handover-sheet-pdf.js';

export const NO_HANDOVER_SHEET_MESSAGE = 'This booking has not been handed over yet.';

const bytesOf = async (storage: UploadStorage, key: string) =>
  Buffer.concat(await (await storage.get(key)).toArray());

/** Everything the sheet shows, read from the handover's own records. */
async function sheetOf(db: Db, storage: UploadStorage, bookingId: number, userId?: number) {
  const [row] = await db
    .select({
      booking: bookings,
      customerName: users.name,
      carName: cars.brandName,
      carModel: cars.modelName,
      carNumber: cars.carNumber,
      branchName: branches.name,
      branchAddress: branches.address,
    })
    .from(bookings)
    .innerJoin(users, eq(users.id, bookings.userId))
    .innerJoin(cars, eq(cars.id, bookings.carId))
    .innerJoin(branches, eq(branches.id, cars.branchId))
    .where(
      and(
        eq(bookings.id, bookingId),
        userId === undefined ? undefined : eq(bookings.userId, userId),
      ),
    );
  if (!row) throw notFound('Booking not found.');
  const [handovers, marks, signatures, period] = await Promise.all([
    handoversOf(db, bookingId),
    damageMarksOf(db, bookingId),
    db.select().from(handoverSignatures).where(eq(handoverSignatures.bookingId, bookingId)),
    paidPeriodOf(db, row.booking),
  ]);
  if (handovers.length === 0) throw notFound(NO_HANDOVER_SHEET_MESSAGE);
  const stages = await Promise.all(
    handovers.map(async ({ handover: h, recordedByName }) => {
      const signature = signatures.find((s) => s.stage === h.stage);
      return {
        stage: h.stage,
        recordedAt: h.recordedAt,
        staffName: recordedByName,
        odometerKm: h.odometerKm,
        fuelEighths: h.fuelEighths,
        notes: h.notes,
        earlyReason: h.earlyReason,
        checklist: (h.checklist as HandoverChecklist | null) ?? null,
        damageMarks: marks[h.stage],
        signaturePng: signature
          ? await bytesOf(storage, signature.storageKey).catch(() => null)
          : null,
      };
    }),
  );
  const sheet: HandoverSheet = {
    bookingId,
    customerName: row.customerName,
    car: `${row.carName} ${row.carModel}`,
    carNumber: row.carNumber,
    branch: row.branchAddress ? `${row.branchName}, ${row.branchAddress}` : row.branchName,
    pickupAt: row.booking.pickupAt,
    dropAt: period.dropAt,
    stages,
  };
  return sheet;
}

/**
 * The handover sheet PDF of a booking, in the reader's language: for staff (the branch was checked by `consoleScope`) or,
 * with `userId`, for the customer whose booking it is (404 otherwise).
 */
export async function handoverSheetFile(
  db: Db,
  storage: UploadStorage,
  business: { name: string },
  bookingId: number,
  language: Language,
  userId?: number,
) {
  const sheet = await sheetOf(db, storage, bookingId, userId);
  return {
    filename: `handover-sheet-booking-${bookingId}.pdf`,
    pdf: await handoverSheetPdf(sheet, business.name, language),
  };
}
