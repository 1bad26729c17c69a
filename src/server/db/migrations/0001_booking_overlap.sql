-- Double booking is impossible at the database level: two live bookings of one car may not
-- overlap. Periods are half-open [pickup, drop), so a booking may start when another ends.
CREATE EXTENSION IF NOT EXISTS btree_gist;
--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_no_overlap" EXCLUDE USING gist (
  "car_id" WITH =,
  tstzrange("pickup_at", "drop_at", '[)') WITH &&
) WHERE ("status" NOT IN ('cancelled', 'lapsed'));
