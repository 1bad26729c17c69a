import type { CalendarBar } from '../../../../shared/console-availability';
import { istInstant } from '../../../../shared/time';

const DAY_MS = 86_400_000;
const STEP_MS = 30 * 60_000;

/** Bookings staff may drag: not yet handed over or finished (the server checks again). */
export const isMovable = (bar: CalendarBar) =>
  bar.kind === 'booking' && (bar.status === 'confirmed' || bar.status === 'pending_payment');

/**
 * Where a booking dropped at `fraction` (0..1) across the range starts and ends: its start
 * goes where the pointer is, snapped to the half hour, and it keeps its length.
 */
export function movedTimes(
  bar: Pick<CalendarBar, 'start' | 'end'>,
  from: string,
  days: number,
  fraction: number,
) {
  const rangeStart = istInstant(from, '00:00').getTime();
  const clamped = Number.isFinite(fraction) ? Math.min(Math.max(fraction, 0), 1) : 0;
  const start = Math.round((rangeStart + clamped * days * DAY_MS) / STEP_MS) * STEP_MS;
  const length = new Date(bar.end).getTime() - new Date(bar.start).getTime();
  return {
    pickupAt: new Date(start).toISOString(),
    dropAt: new Date(start + length).toISOString(),
  };
}
