import type { EventBus } from '../events/event-bus.js';
import type { Metrics } from './metrics.js';

/** Counts bookings, payments and refunds from the domain events their modules already emit. */
export function countDomainEvents(events: EventBus, metrics: Metrics): void {
  events.observe((event) => {
    switch (event.type) {
      case 'booking.confirmed':
        metrics.bookings.inc({ outcome: 'confirmed' });
        metrics.payments.inc({ outcome: 'succeeded' });
        return;
      case 'extension.bought':
        metrics.bookings.inc({ outcome: 'extended' });
        metrics.payments.inc({ outcome: 'succeeded' });
        return;
      case 'payment.failed':
        metrics.payments.inc({ outcome: 'failed' });
        return;
      case 'manual-payment.rejected':
        metrics.payments.inc({ outcome: 'rejected' });
        return;
      case 'booking.cancelled':
        metrics.bookings.inc({ outcome: 'cancelled' });
        if (event.refundPaise) metrics.refunds.inc({ outcome: 'owed' });
        return;
      case 'refund.sent':
        metrics.refunds.inc({ outcome: 'sent' });
        metrics.refundedPaise.inc(event.amountPaise);
        return;
    }
  });
}
