import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { istMonthInstant } from './reports.queries.js';

// The month's rent by weekday and by season, and the ratings of its reviews (issue 35 item 4).

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** [00:00 IST on the 1st, 00:00 IST on the next 1st) as values the planner can size. */
function monthBounds(month: string): [SQL, SQL] {
  return [
    sql`${istMonthInstant(month).toISOString()}::timestamptz`,
    sql`${istMonthInstant(month, 1).toISOString()}::timestamptz`,
  ];
}

/**
 * The bookings the month's figures count as made (root bookings made in the IST month with
 * their rent paid, as `branchMonthFigures`), less those since cancelled (a lapsed one was never
 * paid), for the branch in scope: a CTE named `counted`.
 */
function countedBookings(branchId: number | null, month: string): SQL {
  const [from, to] = monthBounds(month);
  return sql`counted as (
      select b.id, b.pickup_at, b.rent_paise, b.rent_lines, b.created_at
      from bookings b join cars c on c.id = b.car_id
      where b.parent_booking_id is null and b.status not in ('cancelled', 'lapsed')
        and (${branchId}::int is null or c.branch_id = ${branchId}::int)
        and b.created_at >= ${from} and b.created_at < ${to}
        and exists (select 1 from payments p
          where p.booking_id = b.id and p.kind = 'rent' and p.status = 'success')
    )`;
}

export interface WeekdayRow {
  weekday: number;
  bookings: number;
  rent_paise: number | string;
}

/** Monday (1) to Sunday (7), every day listed: the counted bookings by their IST pickup day. */
export async function rentByWeekday(db: DbOrTx, branchId: number | null, month: string) {
  const result = await db.execute(sql`
    with ${countedBookings(branchId, month)},
    days as (
      select extract(isodow from pickup_at at time zone 'Asia/Kolkata')::int as weekday,
        count(*)::int as bookings, sum(rent_paise)::bigint as rent_paise
      from counted group by 1
    )
    select d.weekday, coalesce(x.bookings, 0) as bookings, coalesce(x.rent_paise, 0) as rent_paise
    from generate_series(1, 7) as d(weekday) left join days x on x.weekday = d.weekday
    order by d.weekday`);
  return rowsOf<WeekdayRow>(result);
}

export interface SeasonRow {
  season_id: number | null;
  name: string | null;
  name_hi: string | null;
  bookings: number;
  rent_paise: number | string;
}

/**
 * The counted bookings' rent by season, from the lines each booking kept. A booking's
 * `rent_paise` is shared between its lines in proportion to hours × rate per hour (not the
 * lines' own hours × rate, so the buckets always add up to the rent charged, whatever rounding
 * or later change moved it). Each season's share is rounded to the paisa once, summed over its
 * bookings; "no season" (season_id null: hours at the package's rate, and bookings with no
 * lines) takes the rest of the total, so the rows add up to the bookings' rent exactly.
 * A season's names are those the newest of its bookings recorded (renamed seasons stay one row).
 */
export async function rentBySeason(db: DbOrTx, branchId: number | null, month: string) {
  const result = await db.execute(sql`
    with ${countedBookings(branchId, month)},
    lines as (
      select k.id, k.rent_paise, k.created_at, (l->>'seasonId')::int as season_id,
        l->>'name' as name, l->>'nameHi' as name_hi,
        (l->>'hours')::numeric * (l->>'ratePerHourPaise')::numeric as value
      from counted k cross join lateral jsonb_array_elements(
        case when jsonb_typeof(k.rent_lines) = 'array' then k.rent_lines else '[]'::jsonb end) l
    ),
    shares as (
      select id, created_at, season_id, name, name_hi,
        rent_paise * value / nullif(sum(value) over (partition by id), 0) as share
      from lines
    ),
    seasons as (
      select season_id,
        (array_agg(name order by created_at desc, id desc))[1] as name,
        (array_agg(name_hi order by created_at desc, id desc))[1] as name_hi,
        count(distinct id)::int as bookings,
        coalesce(round(sum(share)), 0)::bigint as rent_paise
      from shares where season_id is not null group by season_id
    ),
    rest as (
      select null::int as season_id, null::text as name, null::text as name_hi,
        (select count(*)::int from counted k
          where not exists (select 1 from lines l where l.id = k.id)
            or exists (select 1 from lines l where l.id = k.id and l.season_id is null))
          as bookings,
        ((select coalesce(sum(rent_paise), 0) from counted)
          - (select coalesce(sum(rent_paise), 0) from seasons))::bigint as rent_paise
    )
    select * from seasons
    union all
    select * from rest where bookings > 0 or rent_paise <> 0
    order by rent_paise desc, season_id nulls last`);
  return rowsOf<SeasonRow>(result);
}

export interface CarRatingRow {
  car_id: number;
  car_number: string;
  title: string;
  branch_name: string;
  average: number | string;
  reviews: number;
}

/** The mean car rating of each car over visible reviews written in the month, best first. */
export async function carRatings(db: DbOrTx, branchId: number | null, month: string) {
  const [from, to] = monthBounds(month);
  const result = await db.execute(sql`
    select r.car_id, c.car_number, c.title, br.name as branch_name,
      round(avg(r.car_rating), 2)::float8 as average, count(*)::int as reviews
    from car_reviews r join cars c on c.id = r.car_id join branches br on br.id = c.branch_id
    where r.hidden_at is null
      and (${branchId}::int is null or r.branch_id = ${branchId}::int)
      and r.created_at >= ${from} and r.created_at < ${to}
    group by r.car_id, c.car_number, c.title, br.name
    order by average desc, reviews desc, c.car_number`);
  return rowsOf<CarRatingRow>(result);
}

export interface BranchRatingRow {
  branch_id: number;
  branch_name: string;
  average: number | string;
  reviews: number;
}

/** The mean branch rating of each branch over visible reviews written in the month, best first. */
export async function branchRatings(db: DbOrTx, branchId: number | null, month: string) {
  const [from, to] = monthBounds(month);
  const result = await db.execute(sql`
    select r.branch_id, br.name as branch_name,
      round(avg(r.branch_rating), 2)::float8 as average, count(*)::int as reviews
    from car_reviews r join branches br on br.id = r.branch_id
    where r.hidden_at is null
      and (${branchId}::int is null or r.branch_id = ${branchId}::int)
      and r.created_at >= ${from} and r.created_at < ${to}
    group by r.branch_id, br.name
    order by average desc, reviews desc, br.name`);
  return rowsOf<BranchRatingRow>(result);
}
