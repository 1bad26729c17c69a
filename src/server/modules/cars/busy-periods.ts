/**
 * One busy period of a car, in epoch milliseconds, half-open [start, end): a live booking or
 * extension (widened by its branch's turnaround gap), a maintenance block, or an unpaid hold
 * that stops holding the car at `holdUntil` (a hold past it is free at read time, whether or
 * not the minute's sweep has lapsed it yet: a new booking lapses it first).
 */
export interface BusyPeriod {
  carId: number;
  start: number;
  end: number;
  holdUntil: number | null;
}

/**
 * A car's busy periods, compact: the fixed ones sorted by start in typed arrays, with the
 * running maximum of their ends, so "busy during [from, to)" is one binary search (the last
 * period starting before `to`; busy iff the largest end up to it is after `from`), whatever
 * overlaps blocks and turnaround gaps make. Holds, few at a time, are checked one by one.
 */
export class CarBusyPeriods {
  private readonly starts: Float64Array;
  private readonly maxEnds: Float64Array;
  private readonly holds: readonly BusyPeriod[];

  constructor(periods: readonly BusyPeriod[]) {
    const fixed = periods.filter((p) => p.holdUntil === null).sort((a, b) => a.start - b.start);
    this.starts = new Float64Array(fixed.length);
    this.maxEnds = new Float64Array(fixed.length);
    let maxEnd = -Infinity;
    fixed.forEach((period, i) => {
      maxEnd = Math.max(maxEnd, period.end);
      this.starts[i] = period.start;
      this.maxEnds[i] = maxEnd;
    });
    this.holds = periods.filter((p) => p.holdUntil !== null);
  }

  /** Whether any period overlaps [from, to) at the instant `now` (all epoch ms). */
  busyDuring(from: number, to: number, now: number): boolean {
    let low = 0;
    let high = this.starts.length; // first index whose start is >= to
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (this.starts[mid]! < to) low = mid + 1;
      else high = mid;
    }
    if (low > 0 && this.maxEnds[low - 1]! > from) return true;
    for (const hold of this.holds) {
      if (hold.holdUntil! > now && hold.start < to && hold.end > from) return true;
    }
    return false;
  }

  /** Bytes held by the arrays and holds (for the bench's memory figure). */
  get bytes(): number {
    return this.starts.byteLength + this.maxEnds.byteLength + this.holds.length * 64;
  }
}

export const NO_BUSY_PERIODS = new CarBusyPeriods([]);
