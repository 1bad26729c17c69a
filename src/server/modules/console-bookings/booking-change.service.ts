import type { FastifyBaseLogger } from 'fastify';
import type { BookingChangeResult } from '../../../shared/booking-change.js';
import type { Db } from '../../db/client.js';
import { recordAudit } from '../../lib/audit-log.js';
import type { ConsoleStaff } from '../../lib/console-guard.js';
import type { EventBus } from '../../lib/events/event-bus.js';
import type { PaymentGateway } from '../../lib/payment-gateways/payment-gateway.js';
import { changeBooking, quoteBookingChange, type BookingChangeInput } from '../bookings/index.js';
import { recordBookingChangeMoney, type ChangeMoneyOutcome } from '../payments/index.js';

type Change = Omit<BookingChangeInput, 'now'>;

/** The console's "what would this change do" (no change): the confirm dialog shows it. */
export const quoteChange = (db: Db, change: Change) =>
  quoteBookingChange(db, { ...change, now: new Date() });

/**
 * Staff change a booking's times or car: bookings' own `changeBooking` (the checks, the price,
 * the customer's mail), with the audit entry and, for a paid booking, the money (payments: owed
 * or refunded) in the same transaction as the change. A refund goes back through the gateway
 * once that commits.
 */
export async function applyChange(
  deps: { db: Db; events: EventBus; gateway: PaymentGateway },
  staff: ConsoleStaff,
  change: Change,
  log: FastifyBaseLogger,
): Promise<BookingChangeResult> {
  let money: ChangeMoneyOutcome | null = null;
  const quote = await changeBooking(
    deps,
    { ...change, now: new Date() },
    async (tx, { quote, branchId, paid }) => {
      const swapped = quote.after.carId !== quote.before.carId;
      if (paid) {
        money = await recordBookingChangeMoney(tx, deps, {
          bookingId: quote.bookingId,
          before: quote.before,
          after: quote.after,
        });
      }
      const moved = money as ChangeMoneyOutcome | null;
      await recordAudit(tx, {
        actorId: staff.id,
        action: swapped ? 'booking.swap-car' : 'booking.reschedule',
        recordType: 'booking',
        recordId: quote.bookingId,
        branchId,
        before: quote.before,
        after: {
          ...quote.after,
          differencePaise: quote.differencePaise,
          ...(moved ? { owedPaise: moved.owedPaise, refundPaise: moved.refundPaise } : {}),
        },
      });
    },
  );
  const moved = money as ChangeMoneyOutcome | null;
  await moved?.send(log);
  return { ...quote, owedPaise: moved?.owedPaise ?? 0, refundPaise: moved?.refundPaise ?? 0 };
}
