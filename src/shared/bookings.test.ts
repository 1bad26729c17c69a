import { describe, expect, it } from 'vitest';
import { holdIsLive } from './bookings.js';

describe('holdIsLive: an unpaid booking holds its car until its hold expires', () => {
  const expiry = new Date('2026-11-22T10:00:00.000Z');
  const unpaid = { status: 'pending_payment', holdExpiresAt: expiry };
  const at = (ms: number) => new Date(expiry.getTime() + ms);

  it('holds up to the last millisecond before expiry', () => {
    expect(holdIsLive(unpaid, at(-30 * 60_000))).toBe(true);
    expect(holdIsLive(unpaid, at(-1))).toBe(true);
  });

  it('stops at the expiry instant and after it', () => {
    expect(holdIsLive(unpaid, at(0))).toBe(false);
    expect(holdIsLive(unpaid, at(1))).toBe(false);
  });

  it('is no hold for a paid, cancelled or lapsed booking, whatever its expiry', () => {
    for (const status of ['confirmed', 'completed', 'cancelled', 'lapsed']) {
      expect(holdIsLive({ status, holdExpiresAt: expiry }, at(-1))).toBe(false);
    }
  });

  it('holds without an expiry while unpaid (no limit was set)', () => {
    expect(holdIsLive({ status: 'pending_payment', holdExpiresAt: null }, at(0))).toBe(true);
  });
});
