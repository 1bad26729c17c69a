import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { balancedLines, credit, debit, type JournalLine } from '../../shared/journal.js';
import {
  bookings,
  carBlocks,
  cars,
  journalEntries,
  journalLines,
  payments,
  ratePackages,
} from '../db/schema.js';
import { createCustomer } from './factories.js';
import { branchId } from './factories.js';

const at = (iso: string) => new Date(iso);
const LONG_AGO = at('2025-01-01T00:00:00Z');

type BookingValues = Partial<typeof bookings.$inferInsert> & {
  carId: number;
  pickupAt: Date;
  dropAt: Date;
  createdAt: Date;
};

/** The branch's cars with a package each, oldest first, dated long ago so March counts them. */
async function carsOf(db: DbOrTx, branch: string) {
  const rows = await db
    .select({ car: cars, pkg: ratePackages })
    .from(cars)
    .innerJoin(ratePackages, eq(ratePackages.carId, cars.id))
    .where(and(eq(cars.branchId, await branchId(db, branch)), eq(cars.isActive, true)))
    .orderBy(asc(cars.id), asc(ratePackages.id));
  return rows.filter((r, i) => i === 0 || rows[i - 1]!.car.id !== r.car.id);
}

/**
 * A known month (March 2026) for Raipur, with rows just either side of its IST boundaries
 * (1 March 00:00 IST = 28 Feb 18:30 UTC; 1 April 00:00 IST = 31 March 18:30 UTC), and one
 * Bhilai booking that only an all-branches report may count. The expected figures are written
 * out in reports.test.ts. Each payment's journal entry is written beside it, dated alike.
 */
export async function seedMarch2026(db: DbOrTx) {
  const user = await createCustomer(db);
  const raipur = await carsOf(db, 'Raipur');
  const [a, b, retired, late] = raipur;
  const [bhilai] = await carsOf(db, 'Bhilai');
  // Every other Raipur car was added "now" (after March), so March's fleet is these four.
  for (const { car } of [a!, b!, retired!]) {
    await db.update(cars).set({ createdAt: LONG_AGO }).where(eq(cars.id, car.id));
  }
  await db.update(cars).set({ createdAt: LONG_AGO }).where(eq(cars.id, bhilai!.car.id));
  await db
    .update(cars)
    .set({ isActive: false, title: 'Swift, "Dzire"' })
    .where(eq(cars.id, retired!.car.id));
  // Added at 00:00 IST on 17 March: 15 days (360 hours) of March.
  await db
    .update(cars)
    .set({ createdAt: at('2026-03-16T18:30:00Z') })
    .where(eq(cars.id, late!.car.id));

  const book = async (v: BookingValues, pkgId: number) => {
    const [row] = await db
      .insert(bookings)
      .values({
        userId: user.id,
        ratePackageId: pkgId,
        tripType: 'local',
        status: 'confirmed',
        rentPaise: 100_000,
        depositPaise: 300_000,
        totalPaise: 400_000,
        kmIncluded: 100,
        extraKmRatePaise: 1_000,
        ...v,
      })
      .returning();
    return row!;
  };
  const pay = (
    bookingId: number,
    kind: 'rent' | 'extension' | 'refund',
    amountPaise: number,
    createdAt: Date,
    status: 'pending' | 'success' | 'failed' = 'success',
  ) =>
    db.insert(payments).values({ bookingId, kind, method: 'upi', amountPaise, status, createdAt });

  /**
   * The entry payments would have posted then (decision 0031): the report's money comes from
   * the journal, so deposits held and returned never count as received or refunded.
   */
  const journal = (bookingId: number, event: string, postedAt: Date, lines: JournalLine[]) =>
    db.transaction(async (tx) => {
      const [entry] = await tx
        .insert(journalEntries)
        .values({ event, bookingId, postedAt })
        .returning();
      await tx
        .insert(journalLines)
        .values(balancedLines(lines).map((l) => ({ ...l, entryId: entry!.id })));
    });
  const paid = (bookingId: number, at: Date, depositPaise: number, rentPaise: number) =>
    journal(bookingId, 'booking_paid', at, [
      debit('bank_upi', depositPaise + rentPaise),
      credit('deposits_held', depositPaise),
      credit('rent_revenue', rentPaise),
    ]);
  const cancelled = (bookingId: number, at: Date, depositPaise: number, rentPaise: number) =>
    journal(bookingId, 'booking_cancelled', at, [
      debit('deposits_held', depositPaise),
      debit('rent_revenue', rentPaise),
      credit('refunds_payable', depositPaise + rentPaise),
    ]);

  // Car A: made 23:50 IST on 28 Feb (February), its last 6 hours fall in March.
  const feb = await book(
    {
      carId: a!.car.id,
      createdAt: at('2026-02-28T18:20:00Z'),
      pickupAt: at('2026-03-31T12:30:00Z'),
      dropAt: at('2026-04-01T12:30:00Z'),
    },
    a!.pkg.id,
  );
  await pay(feb.id, 'rent', 200_000, at('2026-02-28T18:20:00Z'));
  await paid(feb.id, at('2026-02-28T18:20:00Z'), 100_000, 100_000);
  // Car A: made 00:10 IST on 1 March; 48 hours, then a paid 10-hour extension.
  const first = await book(
    {
      carId: a!.car.id,
      status: 'completed',
      createdAt: at('2026-02-28T18:40:00Z'),
      pickupAt: at('2026-03-10T04:30:00Z'),
      dropAt: at('2026-03-12T04:30:00Z'),
    },
    a!.pkg.id,
  );
  await pay(first.id, 'rent', 400_000, at('2026-02-28T18:40:00Z'));
  await paid(first.id, at('2026-02-28T18:40:00Z'), 300_000, 100_000);
  const extension = await book(
    {
      carId: a!.car.id,
      parentBookingId: first.id,
      status: 'completed',
      createdAt: at('2026-03-12T03:00:00Z'),
      pickupAt: at('2026-03-12T04:30:00Z'),
      dropAt: at('2026-03-12T14:30:00Z'),
    },
    a!.pkg.id,
  );
  await pay(extension.id, 'extension', 50_000, at('2026-03-12T03:00:00Z'));
  await journal(extension.id, 'extension_paid', at('2026-03-12T03:00:00Z'), [
    debit('bank_upi', 50_000),
    credit('extension_revenue', 50_000),
  ]);
  // Car A blocks: two overlapping (48 hours together) and one 2 hours into March.
  await db.insert(carBlocks).values([
    {
      carId: a!.car.id,
      startsAt: at('2026-03-20T00:00:00Z'),
      endsAt: at('2026-03-21T00:00:00Z'),
      reason: 'Service',
    },
    {
      carId: a!.car.id,
      startsAt: at('2026-03-20T12:00:00Z'),
      endsAt: at('2026-03-22T00:00:00Z'),
      reason: 'Tyres',
    },
    {
      carId: a!.car.id,
      startsAt: at('2026-02-28T12:30:00Z'),
      endsAt: at('2026-02-28T20:30:00Z'),
      reason: 'Wash',
    },
  ]);

  // Car B: paid, cancelled 23:50 IST on 31 March with a pending refund (March).
  const cancelledMarch = await book(
    {
      carId: b!.car.id,
      status: 'cancelled',
      createdAt: at('2026-03-05T06:00:00Z'),
      cancelledAt: at('2026-03-31T18:20:00Z'),
      pickupAt: at('2026-04-10T04:30:00Z'),
      dropAt: at('2026-04-11T04:30:00Z'),
    },
    b!.pkg.id,
  );
  await pay(cancelledMarch.id, 'rent', 300_000, at('2026-03-05T06:00:00Z'));
  await pay(cancelledMarch.id, 'refund', 150_000, at('2026-03-31T18:20:00Z'), 'pending');
  await paid(cancelledMarch.id, at('2026-03-05T06:00:00Z'), 100_000, 200_000);
  await cancelled(cancelledMarch.id, at('2026-03-31T18:20:00Z'), 100_000, 50_000);
  // Car B: paid in March, cancelled 00:10 IST on 1 April, refunded then (April).
  const cancelledApril = await book(
    {
      carId: b!.car.id,
      status: 'cancelled',
      createdAt: at('2026-03-06T06:00:00Z'),
      cancelledAt: at('2026-03-31T18:40:00Z'),
      pickupAt: at('2026-04-12T04:30:00Z'),
      dropAt: at('2026-04-13T04:30:00Z'),
    },
    b!.pkg.id,
  );
  await pay(cancelledApril.id, 'rent', 100_000, at('2026-03-06T06:00:00Z'));
  await pay(cancelledApril.id, 'refund', 100_000, at('2026-03-31T18:40:00Z'));
  await paid(cancelledApril.id, at('2026-03-06T06:00:00Z'), 50_000, 50_000);
  await cancelled(cancelledApril.id, at('2026-03-31T18:40:00Z'), 50_000, 50_000);
  await journal(cancelledApril.id, 'refund_paid', at('2026-03-31T18:40:00Z'), [
    debit('refunds_payable', 100_000),
    credit('bank_upi', 100_000),
  ]);
  // Car B: never paid (a failed attempt): no booking, no money, no booked hours.
  const unpaid = await book(
    {
      carId: b!.car.id,
      status: 'lapsed',
      createdAt: at('2026-03-07T06:00:00Z'),
      pickupAt: at('2026-03-15T04:30:00Z'),
      dropAt: at('2026-03-16T04:30:00Z'),
    },
    b!.pkg.id,
  );
  await pay(unpaid.id, 'rent', 99_999, at('2026-03-07T06:00:00Z'), 'failed');

  // The retired car: 12 hours booked in March, so it is listed.
  const retiredTrip = await book(
    {
      carId: retired!.car.id,
      status: 'completed',
      createdAt: at('2026-03-01T00:00:00Z'),
      pickupAt: at('2026-03-02T00:00:00Z'),
      dropAt: at('2026-03-02T12:00:00Z'),
    },
    retired!.pkg.id,
  );
  await pay(retiredTrip.id, 'rent', 80_000, at('2026-03-01T00:00:00Z'));
  await paid(retiredTrip.id, at('2026-03-01T00:00:00Z'), 0, 80_000);

  // Bhilai: a paid March booking.
  const other = await book(
    {
      carId: bhilai!.car.id,
      createdAt: at('2026-03-09T06:00:00Z'),
      pickupAt: at('2026-03-20T04:30:00Z'),
      dropAt: at('2026-03-21T04:30:00Z'),
    },
    bhilai!.pkg.id,
  );
  await pay(other.id, 'rent', 700_000, at('2026-03-09T06:00:00Z'));
  // With GST: ₹3,000 taxable and 9 % + 9 %; the rest of the payment is the deposit.
  await journal(other.id, 'booking_paid', at('2026-03-09T06:00:00Z'), [
    debit('bank_upi', 700_000),
    credit('deposits_held', 346_000),
    credit('rent_revenue', 300_000),
    credit('gst_output_cgst', 27_000),
    credit('gst_output_sgst', 27_000),
  ]);

  return { a: a!.car, b: b!.car, retired: retired!.car, late: late!.car, bhilai: bhilai!.car };
}
