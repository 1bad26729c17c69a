-- Maintenance blocks and live bookings never overlap (decision 0009). An exclusion constraint
-- cannot span two tables, so each side's trigger takes a per-car transaction lock and looks at
-- the other table: whichever commits second sees the first and is refused with 23P01, the code
-- of the bookings' own overlap constraint (so booking creation answers "not available").
CREATE FUNCTION car_block_guard() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  clash integer;
BEGIN
  PERFORM pg_advisory_xact_lock(7301, NEW.car_id);
  SELECT b.id INTO clash FROM bookings b
  WHERE b.car_id = NEW.car_id
    AND b.status NOT IN ('cancelled', 'lapsed')
    AND tstzrange(b.pickup_at, b.drop_at, '[)') && tstzrange(NEW.starts_at, NEW.ends_at, '[)')
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
CREATE TRIGGER car_blocks_no_live_booking
  BEFORE INSERT OR UPDATE OF car_id, starts_at, ends_at ON car_blocks
  FOR EACH ROW EXECUTE FUNCTION car_block_guard();
--> statement-breakpoint
CREATE FUNCTION booking_block_guard() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  clash integer;
BEGIN
  IF NEW.status IN ('cancelled', 'lapsed') THEN
    RETURN NEW;
  END IF;
  -- A live booking that keeps its car and period (confirmed, completed...) was checked already.
  IF TG_OP = 'UPDATE' AND OLD.status NOT IN ('cancelled', 'lapsed') AND NEW.car_id = OLD.car_id
     AND NEW.pickup_at = OLD.pickup_at AND NEW.drop_at = OLD.drop_at THEN
    RETURN NEW;
  END IF;
  PERFORM pg_advisory_xact_lock(7301, NEW.car_id);
  SELECT k.id INTO clash FROM car_blocks k
  WHERE k.car_id = NEW.car_id
    AND k.starts_at < NEW.drop_at
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
CREATE TRIGGER bookings_not_blocked
  BEFORE INSERT OR UPDATE OF car_id, pickup_at, drop_at, status ON bookings
  FOR EACH ROW EXECUTE FUNCTION booking_block_guard();
