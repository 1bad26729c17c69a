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
  it('puts the start under the pointer on a half hour and keeps the length', () => {
    // A week from 1 Dec (IST midnight); 3/7 across is 4 Dec 00:00 IST; a little more snaps.
    expect(movedTimes(bar, '2026-12-01', 7, 3 / 7 + 0.001)).toEqual({
      pickupAt: '2026-12-03T18:30:00.000Z',
      dropAt: '2026-12-04T02:30:00.000Z',
    });
  });

  it('moves only bookings not yet handed over', () => {
    expect(isMovable(bar)).toBe(true);
    expect(isMovable({ ...bar, status: 'completed', state: 'completed' })).toBe(false);
    expect(isMovable({ ...bar, kind: 'block', status: 'blocked', state: 'blocked' })).toBe(false);
  });
});
