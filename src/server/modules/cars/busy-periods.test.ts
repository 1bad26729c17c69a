import { describe, expect, it } from 'vitest';
import { CarBusyPeriods, type BusyPeriod } from './busy-periods.js';

const HOUR = 3_600_000;
const period = (
  bookingId: number | null,
  startHour: number,
  hours: number,
  holdUntil: number | null = null,
): BusyPeriod => ({
  carId: 1,
  start: startHour * HOUR,
  end: (startHour + hours) * HOUR,
  holdUntil,
  bookingId,
});

/** Every hour-long window of the first 200 hours: busy or not, as one string. */
const busyMap = (busy: CarBusyPeriods, now = 0) =>
  Array.from({ length: 200 }, (_, h) =>
    busy.busyDuring(h * HOUR, (h + 1) * HOUR, now) ? 'x' : '.',
  ).join('');

describe('a car busy periods after one booking changes', () => {
  it('answers as if built again from the changed list, overlaps, blocks and holds included', () => {
    // A deterministic shuffle of bookings, a long block overlapping several, and holds.
    let seed = 7;
    const next = () => (seed = (seed * 48_271) % 2_147_483_647);
    const periods: BusyPeriod[] = [period(null, 40, 30)];
    for (let id = 1; id <= 30; id++) {
      periods.push(period(id, next() % 180, 1 + (next() % 12), id % 7 === 0 ? 100 : null));
    }
    let busy = CarBusyPeriods.of(periods);
    let current = periods;
    for (let round = 0; round < 40; round++) {
      const id = 1 + (next() % 35); // sometimes a booking new to the car
      const gone = next() % 3 === 0; // cancelled, ended or moved to another car
      const replacement = gone
        ? []
        : [period(id, next() % 180, 1 + (next() % 12), round % 5 === 0 ? 100 : null)];
      busy = busy.withBookings(new Set([id]), replacement);
      current = [...current.filter((p) => p.bookingId !== id), ...replacement];
      expect(busyMap(busy)).toBe(busyMap(CarBusyPeriods.of(current)));
      expect(busyMap(busy, 100)).toBe(busyMap(CarBusyPeriods.of(current), 100));
    }
  });

  it('frees exactly the hours of a cancelled booking and leaves a block in place', () => {
    const busy = CarBusyPeriods.of([period(1, 10, 5), period(null, 12, 2), period(2, 30, 4)]);
    const freed = busy.withBookings(new Set([1]), []);
    expect(freed.busyDuring(10 * HOUR, 12 * HOUR, 0)).toBe(false);
    expect(freed.busyDuring(12 * HOUR, 13 * HOUR, 0)).toBe(true);
    expect(freed.busyDuring(30 * HOUR, 31 * HOUR, 0)).toBe(true);
    // The original is unchanged: a search running on it sees one state, never half of one.
    expect(busy.busyDuring(10 * HOUR, 12 * HOUR, 0)).toBe(true);
  });
});
