import { describe, expect, it } from 'vitest';
import { isMovable, movedTimes } from './calendar-drag';

const bar = {
  kind: 'booking' as const,
  id: 5,
  carId: 1,
  start: '2026-12-02T04:30:00.000Z', // 2 Dec 10:00 IST
  end: '2026-12-02T12:30:00.000Z', // 8 hours
  label: 'SDC-5',
  status: 'confirmed',
  state: 'confirmed' as const,
};

describe('movedTimes', () => {
  it('moves the booking as far as the pointer went, on a half hour, keeping the length', () => {
    // A week's row: 1/7 of its width is a day, wherever on the bar it was grabbed.
    expect(movedTimes(bar, 7, 1 / 7)).toEqual({
      pickupAt: '2026-12-03T04:30:00.000Z',
      dropAt: '2026-12-03T12:30:00.000Z',
    });
    // A little short of two days back snaps to the nearest half hour: 30 Nov, 10:00.
    expect(movedTimes(bar, 7, -(2 / 7) + 0.001)).toEqual({
      pickupAt: '2026-11-30T04:30:00.000Z',
      dropAt: '2026-11-30T12:30:00.000Z',
    });
    // A month's row is 31 days: the same travel is a longer move.
    expect(movedTimes(bar, 31, 1 / 31).pickupAt).toBe('2026-12-03T04:30:00.000Z');
  });

  it('keeps the times when dropped straight down onto another car', () => {
    expect(movedTimes(bar, 7, 0)).toEqual({ pickupAt: bar.start, dropAt: bar.end });
  });

  it('moves only bookings not yet handed over', () => {
    expect(isMovable(bar)).toBe(true);
    expect(isMovable({ ...bar, status: 'pending_payment', state: 'pending' })).toBe(true);
    // Out with the customer (its status stays confirmed), overdue, or back: not moved.
    expect(isMovable({ ...bar, state: 'picked_up' })).toBe(false);
    expect(isMovable({ ...bar, state: 'overdue' })).toBe(false);
    expect(isMovable({ ...bar, status: 'completed', state: 'completed' })).toBe(false);
    expect(isMovable({ ...bar, kind: 'block', status: 'blocked', state: 'blocked' })).toBe(false);
  });
});
