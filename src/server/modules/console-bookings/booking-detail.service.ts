import type { HandoverChecklist } from '../../../shared/handover-sheet.js';
import { and, asc, desc, eq, or } from 'drizzle-orm';
import type { ConsoleBookingDetail } from '../../../shared/console-bookings.js';
import type { Db } from '../../db/client.js';
import {
  auditLog,
  bookings,
  branches,
  cars,
  handoverPhotos,
  handoverSignatures,
  payments,
  ratePackages,
  users,
} from '../../db/schema.js';
import { notFound } from '../../lib/http-errors.js';
import { bookingRowColumns, toBookingRow } from './booking-search.queries.js';
import {
  billOf,
  damageMarksOf,
  handoversOf,
  lastReturnChecklistOf,
  lateRuleOf,
  paidPeriodOf,
} from '../handover/index.js';
import { pickupDocumentsVerified } from '../../lib/verified-documents.js';

const iso = (d: Date) => d.toISOString();

/** Everything the console's booking page shows; the branch was checked by `consoleScope`. */
export async function bookingDetail(db: Db, bookingId: number): Promise<ConsoleBookingDetail> {
  const [row] = await db
    .select({
      ...bookingRowColumns,
      root: bookings,
      customerMobile: users.mobile,
      customerBlocked: users.blockedAt,
      extendRatePerHourPaise: ratePackages.extendRatePerHourPaise,
    })
    .from(bookings)
    .innerJoin(users, eq(users.id, bookings.userId))
    .innerJoin(cars, eq(cars.id, bookings.carId))
    .innerJoin(branches, eq(branches.id, cars.branchId))
    .innerJoin(ratePackages, eq(ratePackages.id, bookings.ratePackageId))
    .where(eq(bookings.id, bookingId));
  if (!row) throw notFound('Booking not found.');
  const { root, customerMobile, customerBlocked, extendRatePerHourPaise, ...listRow } = row;
  const [marks, signatures] = await Promise.all([
    damageMarksOf(db, bookingId),
    db
      .select({ stage: handoverSignatures.stage })
      .from(handoverSignatures)
      .where(eq(handoverSignatures.bookingId, bookingId)),
  ]);
  const [period, extensions, paymentRows, handovers, photos, history, verified] = await Promise.all(
    [
      paidPeriodOf(db, root),
      db
        .select()
        .from(bookings)
        .where(eq(bookings.parentBookingId, bookingId))
        .orderBy(asc(bookings.pickupAt)),
      db
        .select({ payment: payments })
        .from(payments)
        .innerJoin(bookings, eq(bookings.id, payments.bookingId))
        .where(or(eq(bookings.id, bookingId), eq(bookings.parentBookingId, bookingId)))
        .orderBy(asc(payments.id)),
      handoversOf(db, bookingId),
      db
        .select()
        .from(handoverPhotos)
        .where(eq(handoverPhotos.bookingId, bookingId))
        .orderBy(asc(handoverPhotos.id)),
      db
        .select({
          id: auditLog.id,
          action: auditLog.action,
          actorName: users.name,
          createdAt: auditLog.createdAt,
        })
        .from(auditLog)
        .innerJoin(users, eq(users.id, auditLog.actorId))
        .where(and(eq(auditLog.recordType, 'booking'), eq(auditLog.recordId, String(bookingId))))
        .orderBy(desc(auditLog.createdAt)),
      pickupDocumentsVerified(db, root.userId),
    ],
  );
  const pickup = handovers.find((h) => h.handover.stage === 'pickup');
  const returned = handovers.find((h) => h.handover.stage === 'return');
  const carLastReturnChecklist = pickup
    ? null
    : ((await lastReturnChecklistOf(
        db,
        root.carId,
        bookingId,
        new Date(),
      )) as HandoverChecklist | null);
  const lateRule = await lateRuleOf(
    db,
    root.carId,
    pickup?.handover.rules,
    pickup?.handover.extendRatePerHourPaise ?? extendRatePerHourPaise,
  );
  return {
    booking: {
      ...toBookingRow(listRow),
      customerMobile,
      customerIdVerified: verified,
      customerBlocked: customerBlocked !== null,
      tripType: root.tripType,
      rentPaise: root.rentPaise,
      depositPaise: root.depositPaise,
      kmIncluded: period.kmIncluded,
      extraKmRatePaise: root.extraKmRatePaise,
      extendRatePerHourPaise: pickup?.handover.extendRatePerHourPaise ?? extendRatePerHourPaise,
      ...lateRule,
      finalDropAt: iso(period.dropAt),
    },
    extensions: extensions.map((e) => ({
      id: e.id,
      status: e.status,
      pickupAt: iso(e.pickupAt),
      dropAt: iso(e.dropAt),
      rentPaise: e.rentPaise,
    })),
    payments: paymentRows.map(({ payment: p }) => ({
      id: p.id,
      kind: p.kind,
      method: p.method,
      amountPaise: p.amountPaise,
      status: p.status,
      reference: p.gatewayPaymentId,
      createdAt: iso(p.createdAt),
    })),
    handovers: handovers.map(({ handover: h, recordedByName }) => ({
      stage: h.stage,
      odometerKm: h.odometerKm,
      fuelEighths: h.fuelEighths,
      notes: h.notes,
      recordedAt: iso(h.recordedAt),
      recordedByName,
      checklist: (h.checklist as HandoverChecklist | null) ?? null,
      earlyReason: h.earlyReason,
      damageMarks: marks[h.stage],
      signed: signatures.some((sig) => sig.stage === h.stage),
      photos: photos
        .filter((p) => p.stage === h.stage)
        .map((p) => ({ id: p.id, url: `/api/console/bookings/${bookingId}/photos/${p.id}` })),
    })),
    carLastReturnChecklist,
    photos: photos.map((p) => ({
      id: p.id,
      stage: p.stage,
      url: `/api/console/bookings/${bookingId}/photos/${p.id}`,
    })),
    bill: billOf(returned?.handover),
    history: history.map((h) => ({ ...h, createdAt: iso(h.createdAt) })),
  };
}
