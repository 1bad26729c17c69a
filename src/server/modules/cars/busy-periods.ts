/**
 * One busy period of a car, in epoch milliseconds, half-open [start, end): a live booking or
 * extension (widened by its branch's turnaround gap), a maintenance block, or an unpaid hold
 * that stops holding the car at `holdUntil` (a hold past it is free at read time, whether or
 * not the minute's sweep has lapsed it yet: a new booking lapses it first). `bookingId` names
 * the booking a period comes from (null for blocks and the like), so a change to that one
 * booking replaces its period alone (`withBookings`).
 */
export interface BusyPeriod {
  carId: number;
  start: number;
  end: number;
  holdUntil: number | null;
  bookingId: number | null;
}

const NOT_A_BOOKING = 0;

/** A period that holds its car until `holdUntil` (an unpaid booking). */
type Hold = BusyPeriod & { holdUntil: number };
const isHold = (p: BusyPeriod): p is Hold => p.holdUntil !== null;

/**
 * A car's busy periods, compact: the fixed ones sorted by start in typed arrays, with the
 * running maximum of their ends, so "busy during [from, to)" is one binary search (the last
 * period starting before `to`; busy iff the largest end up to it is after `from`), whatever
 * overlaps blocks and turnaround gaps make. Holds, few at a time, are checked one by one.
 * Immutable: a change builds a new one, so a search never sees half of it.
 */
export class CarBusyPeriods {
  private constructor(
    private readonly starts: Float64Array,
    private readonly ends: Float64Array,
    /** The booking of each fixed period (NOT_A_BOOKING for the others). */
    private readonly bookingIds: Int32Array,
    private readonly maxEnds: Float64Array,
    private readonly holds: readonly Hold[],
  ) {}

  static of(periods: readonly BusyPeriod[]): CarBusyPeriods {
    const fixed = periods.filter((p) => p.holdUntil === null).sort((a, b) => a.start - b.start);
    const starts = new Float64Array(fixed.length);
    const ends = new Float64Array(fixed.length);
    const bookingIds = new Int32Array(fixed.length);
    fixed.forEach((period, i) => {
      starts[i] = period.start;
      ends[i] = period.end;
      bookingIds[i] = period.bookingId ?? NOT_A_BOOKING;
    });
    return new CarBusyPeriods(starts, ends, bookingIds, runningMax(ends), periods.filter(isHold));
  }

  /**
   * The same periods with every period of `bookingIds` replaced by `periods` (those bookings'
   * current periods on this car: none for a booking cancelled, lapsed, ended or moved to
   * another car). Linear in the car's periods: a merge of two sorted lists, no re-sort.
   */
  withBookings(bookingIds: ReadonlySet<number>, periods: readonly BusyPeriod[]): CarBusyPeriods {
    const added = periods.filter((p) => p.holdUntil === null).sort((a, b) => a.start - b.start);
    let kept = 0;
    for (const id of this.bookingIds) if (!bookingIds.has(id)) kept++;
    const size = kept + added.length;
    const starts = new Float64Array(size);
    const ends = new Float64Array(size);
    const ids = new Int32Array(size);
    // Every read of the old arrays is at `from < oldSize` (checked, or implied: `size` counts
    // exactly the kept and added periods, so while `to < size` and the added ones are all placed,
    // a kept one remains). The `??` sentinels are never taken; an in-bounds typed-array read is
    // a number, so the JIT drops the check.
    const oldStarts = this.starts;
    const oldEnds = this.ends;
    const oldIds = this.bookingIds;
    const oldSize = oldStarts.length;
    let from = 0;
    let next = 0;
    for (let to = 0; to < size; to++) {
      while (from < oldSize && bookingIds.has(oldIds[from] ?? NOT_A_BOOKING)) from++;
      const period = next < added.length ? added[next] : undefined; // undefined: all placed
      if (
        period === undefined ||
        (from < oldSize && (oldStarts[from] ?? Infinity) <= period.start)
      ) {
        starts[to] = oldStarts[from] ?? Infinity;
        ends[to] = oldEnds[from] ?? -Infinity;
        ids[to] = oldIds[from] ?? NOT_A_BOOKING;
        from++;
      } else {
        starts[to] = period.start;
        ends[to] = period.end;
        ids[to] = period.bookingId ?? NOT_A_BOOKING;
        next++;
      }
    }
    const holds = [
      ...this.holds.filter((h) => h.bookingId === null || !bookingIds.has(h.bookingId)),
      ...periods.filter(isHold),
    ];
    return new CarBusyPeriods(starts, ends, ids, runningMax(ends), holds);
  }

  /** Whether any period overlaps [from, to) at the instant `now` (all epoch ms). */
  busyDuring(from: number, to: number, now: number): boolean {
    // `mid < high <= starts.length` and `low - 1 < starts.length`: both reads are in bounds, so
    // the `??` sentinels are never taken (and cost nothing: an in-bounds typed-array read is a
    // number, so the JIT drops the check).
    const starts = this.starts;
    let low = 0;
    let high = starts.length; // first index whose start is >= to
    while (low < high) {
      const mid = (low + high) >>> 1;
      if ((starts[mid] ?? Infinity) < to) low = mid + 1;
      else high = mid;
    }
    if (low > 0 && (this.maxEnds[low - 1] ?? -Infinity) > from) return true;
    for (const hold of this.holds) {
      if (hold.holdUntil > now && hold.start < to && hold.end > from) return true;
    }
    return false;
  }

  /** Bytes held by the arrays and holds (for the bench's memory figure). */
  get bytes(): number {
    return (
      this.starts.byteLength +
      this.ends.byteLength +
      this.bookingIds.byteLength +
      this.maxEnds.byteLength +
      this.holds.length * 72
    );
  }
}

function runningMax(ends: Float64Array): Float64Array {
  const maxEnds = new Float64Array(ends.length);
  let maxEnd = -Infinity;
  ends.forEach((end, i) => {
    maxEnd = Math.max(maxEnd, end);
    maxEnds[i] = maxEnd;
  });
  return maxEnds;
}

export const NO_BUSY_PERIODS = CarBusyPeriods.of([]);
