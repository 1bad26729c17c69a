// Money on the bench fleet (search-fleet.mjs) for the console reports: each fleet booking made
// 1 to 30 days before its pickup and paid then (one rent payment), so about 10,000 bookings a
// month fleet-wide (rows of bookings still far ahead carry the date they will be made); each
// cancelled one cancelled a day after it was made, half its rent refunded; each completed
// one's deposit refunded the day after its return. About 310,000 payment rows in all.
export const REPORTS_HISTORY_SQL = [
  `UPDATE bookings b SET created_at = b.pickup_at - (1 + b.id % 30) * interval '1 day',
     cancelled_at = CASE WHEN b.status = 'cancelled'
       THEN b.pickup_at - (b.id % 30) * interval '1 day' END
   FROM cars c WHERE c.id = b.car_id AND c.car_number LIKE 'BENCH-%'`,
  `INSERT INTO payments (booking_id, kind, method, amount_paise, status, created_at)
   SELECT b.id, 'rent', 'test', b.total_paise, 'success', b.created_at
   FROM bookings b JOIN cars c ON c.id = b.car_id WHERE c.car_number LIKE 'BENCH-%'`,
  `INSERT INTO payments (booking_id, kind, method, amount_paise, status, created_at)
   SELECT b.id, 'refund', 'test', b.rent_paise / 2, 'success', b.cancelled_at
   FROM bookings b JOIN cars c ON c.id = b.car_id
   WHERE c.car_number LIKE 'BENCH-%' AND b.status = 'cancelled'`,
  `INSERT INTO payments (booking_id, kind, method, amount_paise, status, created_at)
   SELECT b.id, 'refund', 'test', b.deposit_paise, 'success', b.drop_at + interval '1 day'
   FROM bookings b JOIN cars c ON c.id = b.car_id
   WHERE c.car_number LIKE 'BENCH-%' AND b.status = 'completed'
     AND b.drop_at + interval '1 day' < now()`,
  `VACUUM ANALYZE`,
];
