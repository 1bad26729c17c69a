import { minimumTripProblem } from '../../../shared/seasons.js';
import { changePeriodProblem, type BookingChangeQuote } from '../../../shared/booking-change.js';
import { bookingPrice, chargedBookingPrice } from '../../../shared/pricing.js';
import type { Db, Tx } from '../../db/client.js';
import type { EventBus } from '../../lib/events/event-bus.js';
import { badRequest, conflict } from '../../lib/http-errors.js';
import { rentalGstTerms } from './rental-gst.queries.js';
import { seasonalTrip } from '../pricing/index.js';
import {
  findBookingToChange,
  findCarWithPackage,
  updateBookingTerms,
} from './booking-change.queries.js';
import { bookingRefusal } from './booking-refusal.js';
import { overlapMessage } from './insert-conflicts.js';
import {
  alreadyHandedOverMessage,
  carLabel,
  carRetiredMessage,
  hasExtensionMessage,
  noPackageMessage,
  notChangeableMessage,
} from '../../../shared/booking-messages.js';

export interface BookingChangeInput {
  bookingId: number;
  pickupAt: Date;
  dropAt: Date;
  /** The car to swap to; the booking's own car when undefined. */
  carId?: number;
  now: Date;
}

const CHANGEABLE = ['pending_payment', 'confirmed'];
const hoursOf = (from: Date, until: Date) => (until.getTime() - from.getTime()) / 3_600_000;

/**
 * Checks a change of a booking's times or car and prices it with the customer's own rules
 * (shared/pricing.ts: the package of the same type on the car it will be, the car's deposit,
 * the booking's pickup/drop charge kept, GST added when prices exclude it). Throws 400/409 naming the problem; changes nothing.
 */
async function planChange(tx: Tx, input: BookingChangeInput) {
  const found = await findBookingToChange(tx, input.bookingId);
  if (!found) throw badRequest('This booking no longer exists.');
  const { booking, car, packageType } = found;
  const id = booking.id;
  if (booking.parentBookingId !== null) {
    throw badRequest('This is an extension. Please change the booking it extends.');
  }
  if (!CHANGEABLE.includes(booking.status)) {
    throw badRequest(notChangeableMessage(id, booking.status));
  }
  if (found.handedOver) {
    throw badRequest(alreadyHandedOverMessage(id));
  }
  if (found.extensions > 0) {
    throw badRequest(hasExtensionMessage(id));
  }
  const samePickup = input.pickupAt.getTime() === booking.pickupAt.getTime();
  // A customer running late may still get a later drop on the pickup already booked.
  const problem = changePeriodProblem(
    input.pickupAt,
    input.dropAt,
    samePickup ? booking.pickupAt : input.now,
  );
  if (problem) throw badRequest(problem.message, problem.field);

  const targetId = input.carId ?? car.id;
  const target =
    targetId === car.id ? { car, pkg: null } : await findCarWithPackage(tx, targetId, packageType);
  if (!target || target.car.branchId !== car.branchId) {
    throw badRequest("Please choose a car of the booking's branch.", 'carId');
  }
  const newCar = target.car;
  const pkg = target.pkg ?? (await findCarWithPackage(tx, car.id, packageType))?.pkg;
  if (!newCar.isActive) {
    throw badRequest(carRetiredMessage(carLabel(newCar)), 'carId');
  }
  if (!pkg) {
    throw badRequest(noPackageMessage(carLabel(newCar), packageType), 'carId');
  }
  if (newCar.id === car.id && samePickup && input.dropAt.getTime() === booking.dropAt.getTime()) {
    throw badRequest('The new times and car are the same as the booking’s. Nothing to change.');
  }
  // The quote and the change refuse alike, each with its cause.
  const refusal = await bookingRefusal(tx, newCar, input.pickupAt, input.dropAt, input.now, id);
  if (refusal) throw refusal;
  const hours = hoursOf(input.pickupAt, input.dropAt);
  const trip = await seasonalTrip(tx, newCar, input.pickupAt, input.dropAt);
  const tooShort = minimumTripProblem(trip, newCar, trip.rules);
  if (tooShort) throw badRequest(tooShort, 'dropAt');
  const price = chargedBookingPrice(
    bookingPrice({
      hours,
      rates: pkg,
      trip,
      // A coupon's discount stays with the booking (at most the new fare).
      discountPaise: booking.discountPaise,
      deposits: {
        localPaise: newCar.securityDepositPaise,
        outstationPaise: newCar.outstationSecurityDepositPaise,
      },
      tripType: booking.tripType,
      pickupDropPaise: booking.pickupDropPaise,
    }),
    (await rentalGstTerms(tx, booking.userId, newCar.id))?.terms ?? null,
  );
  if (price.totalPaise > 2_147_483_647) {
    throw badRequest(
      'The new period is too long to price. Please choose an earlier drop.',
      'dropAt',
    );
  }
  const quote: BookingChangeQuote = {
    bookingId: id,
    before: {
      carId: car.id,
      carTitle: car.title,
      carNumber: car.carNumber,
      pickupAt: booking.pickupAt.toISOString(),
      dropAt: booking.dropAt.toISOString(),
      hours: hoursOf(booking.pickupAt, booking.dropAt),
      rentPaise: booking.rentPaise,
      depositPaise: booking.depositPaise,
      totalPaise: booking.totalPaise,
      kmIncluded: booking.kmIncluded,
    },
    after: {
      carId: newCar.id,
      carTitle: newCar.title,
      carNumber: newCar.carNumber,
      pickupAt: input.pickupAt.toISOString(),
      dropAt: input.dropAt.toISOString(),
      hours,
      rentPaise: price.basePaise - price.discountPaise,
      depositPaise: price.depositPaise,
      totalPaise: price.totalPaise,
      kmIncluded: price.kmIncluded,
    },
    differencePaise: price.totalPaise - booking.totalPaise,
  };
  return { booking, branchId: car.branchId, pkg, price, quote };
}

/** What the change would do, without doing it (the console's confirm step). */
export function quoteBookingChange(db: Db, input: BookingChangeInput) {
  return db.transaction(async (tx) => (await planChange(tx, input)).quote);
}

/** Runs inside the change's transaction (staff: the audit entry). */
export type OnBookingChanged = (
  tx: Tx,
  change: {
    quote: BookingChangeQuote;
    branchId: number;
    /** Paid (confirmed): the difference is money owed or refunded. */
    paid: boolean;
  },
) => Promise<void>;

/**
 * Changes a booking's times and/or car at the price `planChange` computes, in one transaction
 * under the car's lock; the exclusion constraint and the block trigger still guard the write.
 * Publishes `booking.changed` (the customer's mail) once it commits.
 */
export async function changeBooking(
  deps: { db: Db; events: EventBus },
  input: BookingChangeInput,
  onChanged?: OnBookingChanged,
): Promise<BookingChangeQuote> {
  try {
    return await deps.events.transaction(deps.db, async (tx, emit) => {
      const plan = await planChange(tx, input);
      await updateBookingTerms(tx, plan.booking.id, {
        carId: plan.quote.after.carId,
        ratePackageId: plan.pkg.id,
        pickupAt: input.pickupAt,
        dropAt: input.dropAt,
        rentPaise: plan.price.basePaise - plan.price.discountPaise,
        discountPaise: plan.price.discountPaise,
        depositPaise: plan.price.depositPaise,
        totalPaise: plan.price.totalPaise,
        kmIncluded: plan.price.kmIncluded,
        extraKmRatePaise: plan.price.extraKmRatePaise,
        rentLines: plan.price.lines ?? null,
      });
      await onChanged?.(tx, {
        quote: plan.quote,
        branchId: plan.branchId,
        paid: plan.booking.status === 'confirmed',
      });
      emit({
        type: 'booking.changed',
        bookingId: plan.booking.id,
        userId: plan.booking.userId,
        differencePaise: plan.quote.differencePaise,
      });
      return plan.quote;
    });
  } catch (error) {
    const e = error as { code?: string; cause?: { code?: string } };
    if ((e.cause?.code ?? e.code) === '23P01') {
      throw conflict(
        overlapMessage(
          error,
          'The car was just booked or blocked in that period. Please choose another time or car.',
        ),
      );
    }
    throw error;
  }
}
