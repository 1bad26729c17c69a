/**
 * What happened in the booking lifecycle, told by the module that owns the change after its
 * transaction committed. Payloads are plain JSON (ids, paise, ISO times) so that a durable
 * queue can store them as they are.
 */
export type DomainEvent =
  /** A rent payment succeeded and confirmed the booking. */
  | { type: 'booking.confirmed'; bookingId: number; userId: number; paymentId: number }
  /** An extension's payment succeeded: the booking now runs to the extension's drop. */
  | { type: 'extension.bought'; extensionId: number; userId: number; paymentId: number }
  /** A gateway said a payment failed; the booking keeps its hold until it lapses. */
  | { type: 'payment.failed'; bookingId: number; userId: number; paymentId: number }
  /** The customer cancelled; `refundPaise` is null when nothing had been paid. */
  | {
      type: 'booking.cancelled';
      bookingId: number;
      userId: number;
      refundPaise: number | null;
      refundPaymentId: number | null;
    }
  /**
   * A refund was paid out: by staff as a bank transfer with its UTR, or (`utr` null) by the
   * payment gateway back to the way the customer paid.
   */
  | {
      type: 'refund.sent';
      paymentId: number;
      bookingId: number;
      userId: number;
      amountPaise: number;
      utr: string | null;
    }
  /**
   * Staff changed the booking's times or car at the counter; `differencePaise` is the new total
   * minus the old (positive: more to pay).
   */
  | { type: 'booking.changed'; bookingId: number; userId: number; differencePaise: number }
  /**
   * Staff took the car back: the booking (and its paid extensions) completed. Its customer is
   * asked to review the trip.
   */
  | { type: 'booking.completed'; bookingId: number; userId: number }
  /** A charge after the trip was billed to its renter (issue 36): they are told. */
  | {
      type: 'trip-charge.billed';
      chargeId: number;
      bookingId: number;
      totalPaise: number;
      /** After this the held deposit may pay it (ISO time). */
      noticeEndsAt: string;
    }
  /** The renter disputed a charge after the trip; then a manager decided it (issue 36). */
  | { type: 'trip-charge.disputed'; chargeId: number; bookingId: number }
  | {
      type: 'trip-charge.dispute-decided';
      chargeId: number;
      bookingId: number;
      accepted: boolean;
      totalPaise: number;
      /** The manager's reason, told to the customer. */
      reason: string;
    }
  /** A deposit held after the return for charges after the trip is released (issue 36). */
  | {
      type: 'deposit.released';
      paymentId: number;
      bookingId: number;
      /** What goes back to the customer. */
      amountPaise: number;
      /** What the deposit paid of charges after the trip first. */
      takenPaise: number;
    }
  /** Staff could not match a submitted UTR; `stillHeldUntil` is null when the car is no longer held. */
  | {
      type: 'manual-payment.rejected';
      paymentId: number;
      bookingId: number;
      userId: number;
      utr: string;
      reason: string | null;
      stillHeldUntil: string | null;
    }
  /** Staff decided on a course On Review: its instructor is told, with the reason. */
  | {
      type: 'course.reviewed';
      courseId: number;
      instructorId: number;
      decision: 'live' | 'rejected';
      reason: string;
    }
  /** Staff decided on a customer's blog On Review: its author is told, with the reason. */
  | {
      type: 'blog.reviewed';
      blogId: number;
      authorId: number;
      decision: 'live' | 'rejected';
      reason: string;
    };

export type DomainEventType = DomainEvent['type'];
export type DomainEventOf<K extends DomainEventType> = Extract<DomainEvent, { type: K }>;
/** Adds an event to the transaction it is called in: it is published only if that commits. */
export type Emit = (event: DomainEvent) => void;
