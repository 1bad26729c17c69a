/** A change-log row as a poll reads it. */
export interface ChangeRow {
  id: number;
  carId: number | null;
  carRow: boolean;
  /** The booking that changed, when the row is a booking's (only it is read again). */
  bookingId?: number | null;
}

/** How long a gap in the change log's ids is read again before it counts as rolled back. */
export const HOLE_WAIT_MS = 10_000;
/** More open gaps than this (a flood of rolled-back writes): start again from a full load. */
export const MAX_HOLES = 5_000;
/** At start, the ids this far below the newest that are not visible yet count as gaps. */
export const BASELINE_WINDOW = 1_000;

/**
 * Which change-log rows this process has seen (decision 0027). Ids come from a sequence
 * before commit, so a lower id can become visible after a higher one: every id between the
 * newest seen and the one before it that was not seen is a gap, asked for again by each poll
 * until it shows up, or until HOLE_WAIT_MS after it was first noticed (by then its writer has
 * rolled back, or held its transaction open longer than the bound: that change is missed).
 */
export class ChangeLogFollower {
  /** The newest id seen; every id up to it is seen or a gap. */
  private newest = 0;
  /** Open gaps: id → when first noticed (ms). */
  private readonly holes = new Map<number, number>();

  constructor(private readonly holeWaitMs = HOLE_WAIT_MS) {}

  /** What the next poll asks for: ids after `after`, and the gaps. */
  wanted(): { after: number; holes: number[] } {
    return { after: this.newest, holes: [...this.holes.keys()] };
  }

  /**
   * Starts from the ids visible near the newest (a read of `id > max(id) - BASELINE_WINDOW`):
   * the ones missing below the newest may still be in flight, so they are gaps.
   */
  reset(visibleIds: number[], now: number): void {
    this.holes.clear();
    this.newest = 0;
    if (visibleIds.length === 0) return;
    const newest = Math.max(...visibleIds);
    this.newest = Math.max(0, newest - BASELINE_WINDOW);
    this.accept(
      visibleIds.map((id) => ({ id, carId: null, carRow: false })),
      now,
    );
  }

  /**
   * Takes a poll's rows (ordered by id): answers those not seen before, in order, and whether
   * too many gaps are open to go on (then the caller reloads everything and resets).
   */
  accept(rows: ChangeRow[], now: number): { fresh: ChangeRow[]; overflow: boolean } {
    const fresh: ChangeRow[] = [];
    let overflow = false;
    for (const row of rows) {
      if (row.id > this.newest) {
        // A jump too wide to track (the sequence set forward): go on from a full load.
        if (row.id - this.newest > MAX_HOLES) overflow = true;
        else for (let id = this.newest + 1; id < row.id; id++) this.holes.set(id, now);
        this.newest = row.id;
        fresh.push(row);
      } else if (this.holes.delete(row.id)) {
        fresh.push(row);
      }
    }
    for (const [id, noticed] of this.holes) {
      if (now - noticed >= this.holeWaitMs) this.holes.delete(id);
    }
    return { fresh, overflow: overflow || this.holes.size > MAX_HOLES };
  }
}
