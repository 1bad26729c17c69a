import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { RateSeason } from '../../../shared/seasons.js';

/**
 * A subquery giving, as JSON in RateSeason's shape, the rate rules that may cover a car from
 * yesterday on (IST): its own, its category's and its branch's. For statements that price a
 * booking in the same round trip as they read its other inputs (decision 0004).
 */
export function carRulesJson(car: {
  id: AnyColumn | SQL;
  branchId: AnyColumn | SQL;
  categoryId: AnyColumn | SQL;
}): SQL<RateSeason[]> {
  return sql<RateSeason[]>`(
    select coalesce(json_agg(json_build_object(
      'id', s.id, 'branchId', s.branch_id, 'categoryId', s.category_id, 'carId', s.car_id,
      'name', s.name, 'nameHi', s.name_hi,
      'startsOn', to_char(s.starts_on, 'YYYY-MM-DD'), 'endsOn', to_char(s.ends_on, 'YYYY-MM-DD'),
      'kind', s.kind, 'weekdayValue', s.weekday_value, 'weekendValue', s.weekend_value,
      'minTripHours', s.min_trip_hours)), '[]'::json)
    from rate_seasons s
    where s.branch_id = ${car.branchId}
      and (s.car_id = ${car.id} or (s.car_id is null and (s.category_id is null or s.category_id = ${car.categoryId})))
      and (s.ends_on is null or s.ends_on >= (now() at time zone 'Asia/Kolkata')::date - 1)
  )`;
}
