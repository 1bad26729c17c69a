import type { BookingChangeQuote } from '../../../shared/booking-change.js';
import type { Db } from '../../db/client.js';
import { recordAudit } from '../../lib/audit-log.js';
import type { ConsoleStaff } from '../../lib/console-guard.js';
import type { EventBus } from '../../lib/events/event-bus.js';
import { changeBooking, quoteBookingChange, type BookingChangeInput } from '../bookings/index.js';

type Change = Omit<BookingChangeInput, 'now'>;

/** The console's "what would this change do" (no change): the confirm dialog shows it. */
export const quoteChange = (db: Db, change: Change) =>
  quoteBookingChange(db, { ...change, now: new Date() });

/**
 * Staff change a booking's times or car: bookings' own `changeBooking` (the checks, the price,
 * the customer's mail), with the audit entry in the same transaction as the change.
 */
export function applyChange(
  deps: { db: Db; events: EventBus },
  staff: ConsoleStaff,
  change: Change,
): Promise<BookingChangeQuote> {
  return changeBooking(deps, { ...change, now: new Date() }, async (tx, { quote, branchId }) => {
    const swapped = quote.after.carId !== quote.before.carId;
    await recordAudit(tx, {
      actorId: staff.id,
      action: swapped ? 'booking.swap-car' : 'booking.reschedule',
      recordType: 'booking',
      recordId: quote.bookingId,
      branchId,
      before: quote.before,
      after: { ...quote.after, differencePaise: quote.differencePaise },
    });
  });
}
