DROP INDEX "bookings_live_period_idx";--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "released_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "busy_until" timestamp with time zone GENERATED ALWAYS AS (greatest("pickup_at", least("drop_at", coalesce("released_at", "drop_at")))) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "bookings_live_period_idx" ON "bookings" USING gist (tstzrange("pickup_at", "busy_until", '[)')) WHERE "bookings"."status" NOT IN ('cancelled', 'lapsed');--> statement-breakpoint
-- An early return frees the car (issue 32, decision 0039): the overlap constraint, the block,
-- turnaround and papers guards and the search read a booking's hold as [pickup_at, busy_until),
-- busy_until being the drop or the return before it. A BEFORE trigger does not see NEW's
-- generated column yet, so the guards compute NEW's end themselves.
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_no_overlap";
--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_no_overlap" EXCLUDE USING gist (
  "car_id" WITH =,
  tstzrange("pickup_at", "busy_until", '[)') WITH &&
) WHERE ("status" NOT IN ('cancelled', 'lapsed'));
--> statement-breakpoint
CREATE FUNCTION booking_busy_until(b bookings) RETURNS timestamptz LANGUAGE sql IMMUTABLE AS $$
  SELECT greatest(b.pickup_at, least(b.drop_at, coalesce(b.released_at, b.drop_at)))
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION car_block_guard() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  clash integer;
BEGIN
  PERFORM pg_advisory_xact_lock(7301, NEW.car_id);
  SELECT b.id INTO clash FROM bookings b
  WHERE b.car_id = NEW.car_id
    AND b.status NOT IN ('cancelled', 'lapsed')
    AND tstzrange(b.pickup_at, b.busy_until, '[)') && tstzrange(NEW.starts_at, NEW.ends_at, '[)')
  ORDER BY b.pickup_at
  LIMIT 1;
  IF clash IS NOT NULL THEN
    RAISE EXCLUSION_VIOLATION USING
      MESSAGE = format('The block clashes with booking SDC-%s.', clash),
      CONSTRAINT = 'car_blocks_no_live_booking';
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION booking_block_guard() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  clash integer;
  until timestamptz := booking_busy_until(NEW);
BEGIN
  IF NEW.status IN ('cancelled', 'lapsed') THEN
    RETURN NEW;
  END IF;
  -- A live booking that keeps its car and period (confirmed, completed, returned early...) was
  -- checked already: an early return only shortens it.
  IF TG_OP = 'UPDATE' AND OLD.status NOT IN ('cancelled', 'lapsed') AND NEW.car_id = OLD.car_id
     AND NEW.pickup_at = OLD.pickup_at AND NEW.drop_at = OLD.drop_at THEN
    RETURN NEW;
  END IF;
  PERFORM pg_advisory_xact_lock(7301, NEW.car_id);
  SELECT k.id INTO clash FROM car_blocks k
  WHERE k.car_id = NEW.car_id
    AND k.starts_at < until
    AND k.ends_at > NEW.pickup_at
  LIMIT 1;
  IF clash IS NOT NULL THEN
    RAISE EXCLUSION_VIOLATION USING
      MESSAGE = format('The car is blocked for maintenance (block %s).', clash),
      CONSTRAINT = 'bookings_not_blocked';
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION booking_turnaround_guard() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  gap interval;
  clash integer;
  until timestamptz := booking_busy_until(NEW);
BEGIN
  IF NEW.status IN ('cancelled', 'lapsed') THEN
    RETURN NEW;
  END IF;
  IF TG_OP = 'UPDATE' AND OLD.status NOT IN ('cancelled', 'lapsed') AND NEW.car_id = OLD.car_id
     AND NEW.pickup_at = OLD.pickup_at AND NEW.drop_at = OLD.drop_at THEN
    RETURN NEW;
  END IF;
  SELECT make_interval(mins => br.turnaround_minutes) INTO gap
  FROM cars c JOIN branches br ON br.id = c.branch_id
  WHERE c.id = NEW.car_id;
  IF gap IS NULL OR gap <= interval '0' THEN
    RETURN NEW;
  END IF;
  PERFORM pg_advisory_xact_lock(7301, NEW.car_id);
  SELECT b.id INTO clash FROM bookings b
  WHERE b.car_id = NEW.car_id
    AND b.id <> NEW.id
    AND b.status NOT IN ('cancelled', 'lapsed')
    AND coalesce(b.parent_booking_id, b.id) <> coalesce(NEW.parent_booking_id, NEW.id)
    AND tstzrange(b.pickup_at, b.busy_until, '[)')
      && tstzrange(NEW.pickup_at - gap, until + gap, '[)')
  ORDER BY b.pickup_at
  LIMIT 1;
  IF clash IS NOT NULL THEN
    RAISE EXCLUSION_VIOLATION USING
      MESSAGE = format('The car needs its turnaround time before or after booking SDC-%s.', clash),
      CONSTRAINT = 'bookings_turnaround';
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
DROP TRIGGER bookings_record_car_change ON bookings;
--> statement-breakpoint
CREATE TRIGGER bookings_record_car_change
  AFTER INSERT OR DELETE OR UPDATE OF car_id, pickup_at, drop_at, status, hold_expires_at, released_at
  ON bookings FOR EACH ROW EXECUTE FUNCTION record_car_change();
