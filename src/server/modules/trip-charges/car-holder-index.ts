import type { CarHolderPeriod } from '../bookings/index.js';

/** A booking's time with its car: [fromMs, untilMs), as `carHoldersBetween` reads it. */
export type HolderPeriod = CarHolderPeriod;

interface CarPeriods {
  periods: HolderPeriod[];
  /** The latest end among periods[0..i]: no earlier period reaches past it. */
  reach: number[];
}

/**
 * Who had each car when, for many moments at once: each car's periods sorted by their start,
 * a moment found by binary search (a late return or an early pickup may make two periods
 * overlap; the walk back stops where no earlier period reaches the moment). The same answer
 * as `bookingOfCarAt` without a query per moment.
 */
export function carHolderIndex(all: HolderPeriod[]) {
  const byCar = new Map<number, CarPeriods>();
  const sorted = [...all].sort((a, b) => a.carId - b.carId || a.fromMs - b.fromMs);
  for (const p of sorted) {
    let car = byCar.get(p.carId);
    if (!car) byCar.set(p.carId, (car = { periods: [], reach: [] }));
    const before = car.reach.at(-1) ?? -Infinity;
    car.periods.push(p);
    car.reach.push(Math.max(before, p.untilMs));
  }
  return (carId: number, atMs: number): HolderPeriod | null => {
    const car = byCar.get(carId);
    if (!car) return null;
    let lo = 0;
    let hi = car.periods.length - 1;
    let last = -1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      if ((car.periods[mid]?.fromMs ?? Infinity) <= atMs) [last, lo] = [mid, mid + 1];
      else hi = mid - 1;
    }
    let found: HolderPeriod | null = null;
    for (let i = last; i >= 0 && (car.reach[i] ?? -Infinity) > atMs; i--) {
      const p = car.periods[i];
      if (p && p.untilMs > atMs && (!found || p.pickupMs > found.pickupMs)) found = p;
    }
    return found;
  };
}
