import { describe, expect, it } from 'vitest';
import { refundDecision } from './learning-refund.js';

const paidAt = new Date('2026-03-01T10:00:00+05:30');
const days = (n: number) => new Date(paidAt.getTime() + n * 86_400_000);

describe('30 day refund guarantee', () => {
  it('allows a refund within 30 days while under 30% of lessons were opened', () => {
    expect(refundDecision({ paidAt, now: days(29.9), lessonCount: 10, openedCount: 2 })).toEqual({
      ok: true,
    });
    expect(refundDecision({ paidAt, now: days(1), lessonCount: 0, openedCount: 0 }).ok).toBe(true);
  });

  it('refuses after 30 days', () => {
    expect(refundDecision({ paidAt, now: days(30.01), lessonCount: 10, openedCount: 0 })).toEqual({
      ok: false,
      reason: 'The 30 day Refund Guarantee for this order has ended.',
    });
  });

  it('refuses once 30% of the lessons were opened', () => {
    const r = refundDecision({ paidAt, now: days(2), lessonCount: 10, openedCount: 3 });
    expect(r.ok).toBe(false);
    expect(refundDecision({ paidAt, now: days(2), lessonCount: 4, openedCount: 1 }).ok).toBe(true);
    expect(refundDecision({ paidAt, now: days(2), lessonCount: 3, openedCount: 1 }).ok).toBe(false);
  });
});
