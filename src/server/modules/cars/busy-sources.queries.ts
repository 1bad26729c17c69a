import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import type { BusyPeriod } from './busy-periods.js';

/**
 * Extra minutes a caller may add around each booking of a branch's cars, on top of the
 * branch's own `turnaround_minutes` (decision 0029), which the bookings source reads itself.
 */
export type TurnaroundMinutes = (branchId: number) => number;
export const NO_TURNAROUND: TurnaroundMinutes = () => 0;

/**
 * Where busy periods come from. Each source is one statement, for every car or for some; a
 * new kind (a compliance lapse, say) is one more source here plus the record_car_change
 * trigger on its table (migration 0017), so its writes reach every process.
 */
export interface BusySource {
  name: string;
  load(
    db: DbOrTx,
    carIds: number[] | undefined,
    turnaround: TurnaroundMinutes,
  ): Promise<BusyPeriod[]>;
}

/** Periods that ended more than this long ago cannot touch a search (pickup is in the future). */
const KEEP_PAST = sql`now() - interval '1 day'`;
const ms = (column: SQL, round: 'floor' | 'ceil') =>
  sql`${sql.raw(round)}(extract(epoch from ${column}) * 1000)::float8`;
const carFilter = (column: SQL, carIds: number[] | undefined) =>
  carIds ? sql`and ${column} = any(${`{${carIds.join(',')}}`}::int[])` : sql``;

interface Row {
  booking_id: number;
  car_id: number;
  branch_id: number;
  start: number;
  end: number;
  hold_until: number | null;
  gap_minutes: number;
}

async function rows(db: DbOrTx, query: SQL): Promise<Row[]> {
  // node-postgres and PGlite both answer an object with the rows.
  return ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
}

/**
 * Live bookings and extensions (every status but cancelled and lapsed, as the exclusion
 * constraint counts them; the period test is the constraint's, so its GiST index finds a
 * car's), widened by its branch's turnaround (the bookings_turnaround trigger's gap, decision
 * 0029); an unpaid one with a hold expiry is a hold. Start rounded down and end up to the
 * millisecond, so comparing with a search's whole-millisecond bounds gives what the
 * database's tstzrange overlap gives. `filter` picks the cars or the bookings.
 */
async function bookingPeriods(
  db: DbOrTx,
  filter: SQL,
  turnaround: TurnaroundMinutes,
): Promise<BusyPeriod[]> {
  const found = await rows(
    db,
    sql`select b.id as booking_id, b.car_id, c.branch_id, br.turnaround_minutes as gap_minutes,
          ${ms(sql`b.pickup_at`, 'floor')} as start,
          ${ms(sql`b.busy_until`, 'ceil')} as "end",
          case when b.status = 'pending_payment' and b.hold_expires_at is not null
            then ${ms(sql`b.hold_expires_at`, 'ceil')} end as hold_until
        from bookings b join cars c on c.id = b.car_id join branches br on br.id = c.branch_id
        where b.status not in ('cancelled', 'lapsed')
          and tstzrange(b.pickup_at, b.busy_until, '[)') && tstzrange(${KEEP_PAST}, null)
          ${filter}`,
  );
  return found.map((r) => {
    const gap = (r.gap_minutes + turnaround(r.branch_id)) * 60_000;
    return {
      carId: r.car_id,
      start: r.start - gap,
      end: r.end + gap,
      holdUntil: r.hold_until,
      bookingId: r.booking_id,
    };
  });
}

export const bookingsSource: BusySource = {
  name: 'bookings',
  load: (db, carIds, turnaround) =>
    bookingPeriods(db, carFilter(sql`b.car_id`, carIds), turnaround),
};

/**
 * The current periods of some bookings (those that still hold a car: live, not ended a day
 * ago), for a change to a booking that touches nothing else of its car (decision 0027).
 */
export const loadBookingPeriods = (
  db: DbOrTx,
  bookingIds: number[],
  turnaround: TurnaroundMinutes,
): Promise<BusyPeriod[]> =>
  bookingPeriods(db, sql`and b.id = any(${`{${bookingIds.join(',')}}`}::int[])`, turnaround);

/** Maintenance and other blocks (console-availability). */
export const blocksSource: BusySource = {
  name: 'blocks',
  async load(db, carIds) {
    const found = await rows(
      db,
      sql`select k.car_id, ${ms(sql`k.starts_at`, 'floor')} as start,
            ${ms(sql`k.ends_at`, 'ceil')} as "end"
          from car_blocks k
          where k.ends_at > ${KEEP_PAST} ${carFilter(sql`k.car_id`, carIds)}`,
    );
    return found.map((r) => ({
      carId: r.car_id,
      start: r.start,
      end: r.end,
      holdUntil: null,
      bookingId: null,
    }));
  },
};

/**
 * A car whose papers lapse or whose service falls due (`car_compliance.usable_until`, decision
 * 0029) is busy from then on: no rental may end after it, as the bookings_car_compliant
 * trigger and the database search say.
 */
export const complianceSource: BusySource = {
  name: 'compliance',
  async load(db, carIds) {
    const found = await rows(
      db,
      sql`select k.car_id, ${ms(sql`k.usable_until`, 'floor')} as start
          from car_compliance k
          where k.usable_until is not null ${carFilter(sql`k.car_id`, carIds)}`,
    );
    return found.map((r) => ({
      carId: r.car_id,
      start: r.start,
      end: Infinity,
      holdUntil: null,
      bookingId: null,
    }));
  },
};

/**
 * Live practical lessons (driving-lessons, decision 0046): the car is the school's for the
 * lesson and the branch's turnaround on each side, as the bookings_no_lesson trigger says.
 */
export const lessonsSource: BusySource = {
  name: 'lessons',
  async load(db, carIds, turnaround) {
    const found = await rows(
      db,
      sql`select l.car_id, c.branch_id, br.turnaround_minutes as gap_minutes,
            ${ms(sql`l.starts_at`, 'floor')} as start, ${ms(sql`l.ends_at`, 'ceil')} as "end"
          from driving_lessons l join cars c on c.id = l.car_id
            join branches br on br.id = c.branch_id
          where l.status <> 'cancelled' and l.ends_at > ${KEEP_PAST}
            ${carFilter(sql`l.car_id`, carIds)}`,
    );
    return found.map((r) => {
      const gap = (Math.max(r.gap_minutes, 0) + turnaround(r.branch_id)) * 60_000;
      return {
        carId: r.car_id,
        start: r.start - gap,
        end: r.end + gap,
        holdUntil: null,
        bookingId: null,
      };
    });
  },
};

export const BUSY_SOURCES: readonly BusySource[] = [
  bookingsSource,
  blocksSource,
  complianceSource,
  lessonsSource,
];
