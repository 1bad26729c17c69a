import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { bookingHandovers, bookings } from '../../db/schema.js';

/** A paid booking's time with its car (epoch ms), by the rule of `bookingOfCarAt`. */
export interface CarHolderPeriod {
  carId: number;
  /** The first booking of the chain (an extension points at it). */
  rootId: number;
  userId: number;
  /** `confirmed`: the car is not back yet; `completed`: returned. */
  status: 'confirmed' | 'completed';
  fromMs: number;
  untilMs: number;
  pickupMs: number;
}

type Period = [rootId: number, userId: number, returned: boolean, ...ms: [number, number, number]];

/**
 * Every paid booking (or extension) of these cars whose time with the car meets [from, to]:
 * from the booked pickup (or the pickup handover when earlier) to the return (the drop while
 * not back), in one query, for matching many moments at once (a FASTag statement's tolls).
 * Each car's periods come as one JSON array: a year of a large fleet is a hundred thousand.
 */
export async function carHoldersBetween(
  db: DbOrTx,
  carIds: number[],
  from: Date,
  to: Date,
): Promise<CarHolderPeriod[]> {
  if (carIds.length === 0) return [];
  const start = sql`least(b.pickup_at, coalesce(h.recorded_at, b.pickup_at))`;
  const end = sql`coalesce(b.released_at, b.drop_at)`;
  const ms = (at: ReturnType<typeof sql>) => sql`(extract(epoch from ${at}) * 1000)::bigint`;
  const result = await db.execute(sql`
    select b.car_id as "carId", json_agg(json_build_array(
      coalesce(b.parent_booking_id, b.id), b.user_id, b.status = 'completed',
      ${ms(start)}, ${ms(end)}, ${ms(sql`b.pickup_at`)}))::text as periods
    from ${bookings} b
    left join ${bookingHandovers} h on h.booking_id = b.id and h.stage = 'pickup'
    where b.car_id = any(${`{${carIds.join(',')}}`}::int[])
      and b.status in ('confirmed', 'completed')
      and ${start} <= ${to.toISOString()}::timestamptz
      and ${end} > ${from.toISOString()}::timestamptz
    group by b.car_id`);
  const rows = (result as unknown as { rows: { carId: number; periods: string }[] }).rows;
  return rows.flatMap(({ carId, periods }) =>
    (JSON.parse(periods) as Period[]).map(
      ([rootId, userId, returned, fromMs, untilMs, pickupMs]) => ({
        carId,
        rootId,
        userId,
        status: returned ? ('completed' as const) : ('confirmed' as const),
        fromMs,
        untilMs,
        pickupMs,
      }),
    ),
  );
}
