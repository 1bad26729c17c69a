import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';

const IST_OFFSET_MS = 330 * 60_000;

/**
 * 00:00 IST on the 1st of the month `plus` months after `month` (YYYY-MM), as an instant. Sent
 * as a value, not an SQL expression, so the planner sizes the index range scans it bounds.
 */
export function istMonthInstant(month: string, plus = 0): Date {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, monthNumber - 1 + plus, 1) - IST_OFFSET_MS);
}

function istMonthStart(month: string, plus = 0): SQL {
  return sql`${istMonthInstant(month, plus).toISOString()}::timestamptz`;
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

export interface FiguresRow {
  branch_id: number;
  branch_name: string;
  month: string;
  bookings: number;
  cancellations: number;
}

/** `count` months (YYYY-MM) ending at `lastMonth`, oldest first. */
function monthsUpTo(lastMonth: string, count: number): string[] {
  const [year, month] = lastMonth.split('-').map(Number) as [number, number];
  return Array.from({ length: count }, (_, i) =>
    new Date(Date.UTC(year, month - count + i, 1)).toISOString().slice(0, 7),
  );
}

/**
 * Bookings and cancellations of every branch in scope (`branchId` null: all) for each of
 * `count` IST months ending at `lastMonth`. Definitions (decision 0016): a booking counts in the
 * month it was made, a cancellation in the month it was cancelled, both only when the rent was
 * paid. Money comes from the journal (payments' `moneyByBranchAndMonth`, decision 0031).
 *
 * Shape (decision 0021): each kind of row is read once over the whole span, bounded by values
 * the planner can size (the created_at and cancelled_at indexes), tagged with its IST month and
 * summed in one grouping; a month and branch with none still shows, as zeros.
 */
export async function branchMonthFigures(
  db: DbOrTx,
  branchId: number | null,
  lastMonth: string,
  count: number,
) {
  const [from, to] = [istMonthStart(lastMonth, 1 - count), istMonthStart(lastMonth, 1)];
  const inScope = sql`(${branchId}::int is null or c.branch_id = ${branchId}::int)`;
  const istMonthOf = (column: SQL) =>
    sql`to_char(${column} at time zone 'Asia/Kolkata', 'YYYY-MM')`;
  const rentPaid = sql`exists (select 1 from payments p
    where p.booking_id = b.id and p.kind = 'rent' and p.status = 'success')`;
  const result = await db.execute(sql`
    with months as (
      select unnest(string_to_array(${monthsUpTo(lastMonth, count).join(',')}, ',')) as month
    ),
    scope as (
      select id, name from branches where ${branchId}::int is null or id = ${branchId}::int
    ),
    facts as (
      select c.branch_id, ${istMonthOf(sql`b.created_at`)} as month,
        1 as made, 0 as cancelled
      from bookings b join cars c on c.id = b.car_id
      where b.parent_booking_id is null and ${inScope} and ${rentPaid}
        and b.created_at >= ${from} and b.created_at < ${to}
      union all
      select c.branch_id, ${istMonthOf(sql`b.cancelled_at`)}, 0, 1
      from bookings b join cars c on c.id = b.car_id
      where b.parent_booking_id is null and b.status = 'cancelled' and ${inScope} and ${rentPaid}
        and b.cancelled_at >= ${from} and b.cancelled_at < ${to}
    ),
    totals as (
      select branch_id, month, sum(made)::int as bookings, sum(cancelled)::int as cancellations
      from facts group by branch_id, month
    )
    select s.id as branch_id, s.name as branch_name, m.month,
      coalesce(t.bookings, 0) as bookings, coalesce(t.cancellations, 0) as cancellations
    from scope s cross join months m
      left join totals t on t.branch_id = s.id and t.month = m.month
    order by m.month, s.name`);
  return rowsOf<FiguresRow>(result);
}

export interface UtilisationRow {
  car_id: number;
  car_number: string;
  title: string;
  branch_name: string;
  active: boolean;
  period_hours: number | string;
  booked_hours: number | string;
  blocked_hours: number | string;
}

/**
 * Hours each car of the scope was booked (confirmed or completed bookings and extensions) and
 * blocked for maintenance within an IST month, counted from when the car was added if later.
 * A retired car (taken off the site) is listed only when it was booked that month: it has no
 * retirement date, so its idle hours would count against a fleet it no longer belongs to.
 */
export async function carUtilisation(db: DbOrTx, branchId: number | null, month: string) {
  const result = await db.execute(sql`
    with period as (select ${istMonthStart(month)} as starts_at, ${istMonthStart(month, 1)} as ends_at),
    fleet as (
      select c.id, c.car_number, c.title, c.is_active, br.name as branch_name,
        greatest(c.created_at, p.starts_at) as starts_at, p.ends_at
      from cars c join branches br on br.id = c.branch_id cross join period p
      where (${branchId}::int is null or c.branch_id = ${branchId}::int)
        and c.created_at < p.ends_at
    ),
    hours as (
      select f.*,
        extract(epoch from f.ends_at - f.starts_at) / 3600 as period_hours,
        coalesce((
          select sum(extract(epoch from least(b.busy_until, f.ends_at)
            - greatest(b.pickup_at, f.starts_at))) / 3600
          from bookings b
          where b.car_id = f.id and b.status in ('confirmed', 'completed')
            -- Spelled as the no-overlap constraint's index (car, period; live rows) to use it;
            -- an early return's freed hours are not booked (decision 0039).
            and b.status not in ('cancelled', 'lapsed')
            and tstzrange(b.pickup_at, b.busy_until, '[)') && tstzrange(f.starts_at, f.ends_at, '[)')
          ), 0) as booked_hours,
        coalesce((
          select sum(extract(epoch from upper(r) - lower(r))) / 3600
          from unnest((
            select range_agg(tstzrange(greatest(k.starts_at, f.starts_at),
              least(k.ends_at, f.ends_at), '[)'))
            from car_blocks k
            where k.car_id = f.id and k.starts_at < f.ends_at and k.ends_at > f.starts_at
          )) as r), 0) as blocked_hours
      from fleet f
    )
    select id as car_id, car_number, title, branch_name, is_active as active,
      period_hours::float8 as period_hours, booked_hours::float8 as booked_hours,
      blocked_hours::float8 as blocked_hours
    from hours
    where is_active or booked_hours > 0
    order by branch_name, car_number`);
  return rowsOf<UtilisationRow>(result);
}
