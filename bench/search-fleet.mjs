// The large fleet for bench/search.bench.mjs: 1,000 cars over the five branches with three
// packages each, 1,000 customers and 200,000 past and future bookings, all in set-based
// statements (generate_series), on a database the app has already migrated and demo-seeded.
export const FLEET_SQL = [
  `INSERT INTO users (name, email, referral_code)
   SELECT 'Bench ' || g, 'bench' || g || '@bench.test', 'BENCH' || g FROM generate_series(1, 1000) g`,
  `WITH tpl AS (SELECT row_number() OVER (ORDER BY id) - 1 AS i, * FROM cars),
        n AS (SELECT count(*) AS c FROM cars)
   INSERT INTO cars (branch_id, category_id, subcategory_id, brand_name, model_name, title,
     image_url, fuel_type, transmission, seats, car_number, short_description,
     security_deposit_paise, outstation_security_deposit_paise)
   SELECT b.id, tpl.category_id, tpl.subcategory_id, tpl.brand_name, tpl.model_name || ' ' || g,
     tpl.title, tpl.image_url, tpl.fuel_type, tpl.transmission, tpl.seats, 'BENCH-' || g,
     tpl.short_description, tpl.security_deposit_paise, tpl.outstation_security_deposit_paise
   FROM generate_series(1, 1000 - (SELECT c FROM n)) g
   JOIN tpl ON tpl.i = g % (SELECT c FROM n)
   JOIN branches b ON b.city_index = g % 5`,
  `INSERT INTO rate_packages (car_id, type, rate_per_hour_paise, actual_rate_per_hour_paise,
     km_per_hour, extra_km_rate_paise, extend_rate_per_hour_paise)
   SELECT c.id, k.type, 8000 + (c.id % 50) * 200 + k.extra, 10000 + (c.id % 50) * 200 + k.extra,
     k.km, 1000 + k.extra / 10, 9000 + (c.id % 50) * 200 + k.extra
   FROM cars c
   CROSS JOIN (VALUES ('Standard', 0, 10), ('Plus', 3000, 15), ('Unlimited', 6000, 25)) k(type, extra, km)
   WHERE c.car_number LIKE 'BENCH-%'`,
  // 200 bookings a car, 3 days apart from 300 days ago to 300 days ahead, 6 to 47 hours long
  // (so they never overlap and about a third of the fleet is free on a given day); every
  // tenth is cancelled, past ones completed, future ones confirmed.
  `INSERT INTO bookings (user_id, car_id, rate_package_id, pickup_at, drop_at, trip_type, status,
     rent_paise, deposit_paise, total_paise, km_included, extra_km_rate_paise)
   SELECT (SELECT min(id) FROM users WHERE email LIKE 'bench%') + (c.id + k) % 1000, c.id, p.id,
     s.pickup, s.pickup + make_interval(hours => 6 + ((c.id * 7 + k * 13) % 42)), 'local',
     CASE WHEN k % 10 = 0 THEN 'cancelled' WHEN s.pickup < now() THEN 'completed' ELSE 'confirmed' END,
     100000, 300000, 400000, 100, 1000
   FROM (SELECT id FROM cars ORDER BY id LIMIT 1000) c
   CROSS JOIN LATERAL (SELECT id FROM rate_packages WHERE car_id = c.id ORDER BY id LIMIT 1) p
   CROSS JOIN generate_series(0, 199) k
   CROSS JOIN LATERAL (SELECT date_trunc('hour', now()) - interval '300 days'
     + k * interval '3 days' + (c.id % 24) * interval '1 hour' AS pickup) s
   ON CONFLICT DO NOTHING`,
  `ANALYZE`,
];

/** The availability search the bench requests: a branch, 24 hours from some days ahead. */
export function searchPaths(branchIds, days = 20) {
  const paths = [];
  const now = Date.now();
  for (const branch of branchIds) {
    for (let d = 1; d <= days; d++) {
      const ist = (offsetDays) =>
        new Date(now + 5.5 * 3_600_000 + offsetDays * 86_400_000).toISOString().slice(0, 10);
      const q = new URLSearchParams({
        branch: String(branch),
        pickupDate: ist(d),
        pickupTime: '10:00',
        dropDate: ist(d + 1),
        dropTime: '10:00',
      });
      paths.push(`/api/cars?${q}`);
    }
  }
  return paths;
}
