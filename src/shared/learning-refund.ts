import {
  LEARNING_MESSAGES,
  REFUND_GUARANTEE_DAYS,
  REFUND_MAX_OPENED_SHARE,
} from './learning-rules.js';

const DAY_MS = 86_400_000;

/**
 * The 30 day refund guarantee: a paid course order can be refunded within 30 days of payment
 * while fewer than 30% of its lessons were opened by the buyer.
 */
export function refundDecision(o: {
  paidAt: Date;
  now: Date;
  lessonCount: number;
  openedCount: number;
}): { ok: true } | { ok: false; reason: string } {
  if (o.now.getTime() - o.paidAt.getTime() > REFUND_GUARANTEE_DAYS * DAY_MS) {
    return { ok: false, reason: LEARNING_MESSAGES.refundEnded };
  }
  if (o.lessonCount > 0 && o.openedCount / o.lessonCount >= REFUND_MAX_OPENED_SHARE) {
    return { ok: false, reason: LEARNING_MESSAGES.refundOpened };
  }
  return { ok: true };
}
