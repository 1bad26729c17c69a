import type { CalendarBar } from '../../../../shared/console-availability';

const DAY_MS = 86_400_000;
const STEP_MS = 30 * 60_000;

/**
 * Bookings staff may drag: those not yet handed over (a confirmed or unpaid booking whose car
 * has not gone out; the server checks again). A car with the customer or back is not moved.
 */
export const isMovable = (bar: CalendarBar) =>
  bar.kind === 'booking' && (bar.state === 'confirmed' || bar.state === 'pending');

/**
 * Where a booking dragged `travel` (a fraction of the row's width, negative to the left) across
 * a range of `days` days starts and ends: it moves as far as the pointer did, whichever part
 * of the bar was grabbed, its start snapped to the half hour, and it keeps its length. A drop
 * straight down onto another car's row keeps the times.
 */
export function movedTimes(bar: Pick<CalendarBar, 'start' | 'end'>, days: number, travel: number) {
  const shift = Number.isFinite(travel) ? Math.min(Math.max(travel, -1), 1) * days * DAY_MS : 0;
  const from = new Date(bar.start).getTime();
  const start = Math.round((from + shift) / STEP_MS) * STEP_MS;
  const length = new Date(bar.end).getTime() - from;
  return {
    pickupAt: new Date(start).toISOString(),
    dropAt: new Date(start + length).toISOString(),
  };
}
