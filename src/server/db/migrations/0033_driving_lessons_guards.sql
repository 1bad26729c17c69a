-- Practical lessons on the rental fleet (issue 34, decision 0046). The database is the one
-- judge, as for bookings (decisions 0004, 0029, 0039): live lessons (every status but
-- cancelled) never overlap on a car, an instructor or a learner (EXCLUDE), and a live lesson
-- and a live rental of the same car keep the branch's turnaround apart, checked both ways by
-- triggers under the per-car lock the booking and block guards take (7301, car_id), so two
-- transactions cannot each miss the other. Blocks and lessons keep apart the same way.
-- Failures are 23P01 (EXCLUSION_VIOLATION) naming the constraint, like the booking guards'.
ALTER TABLE "driving_lessons" ADD CONSTRAINT "driving_lessons_car_no_overlap" EXCLUDE USING gist (
  "car_id" WITH =,
  tstzrange("starts_at", "ends_at", '[)') WITH &&
) WHERE ("status" <> 'cancelled');
--> statement-breakpoint
ALTER TABLE "driving_lessons" ADD CONSTRAINT "driving_lessons_instructor_no_overlap" EXCLUDE USING gist (
  "instructor_id" WITH =,
  tstzrange("starts_at", "ends_at", '[)') WITH &&
) WHERE ("status" <> 'cancelled');
--> statement-breakpoint
ALTER TABLE "driving_lessons" ADD CONSTRAINT "driving_lessons_learner_no_overlap" EXCLUDE USING gist (
  "learner_id" WITH =,
  tstzrange("starts_at", "ends_at", '[)') WITH &&
) WHERE ("status" <> 'cancelled');
--> statement-breakpoint
-- The turnaround of the car's branch (none: zero).
CREATE FUNCTION car_turnaround(car integer) RETURNS interval LANGUAGE sql STABLE AS $$
  SELECT coalesce(
    (SELECT make_interval(mins => greatest(br.turnaround_minutes, 0))
     FROM cars c JOIN branches br ON br.id = c.branch_id WHERE c.id = car),
    interval '0')
$$;
--> statement-breakpoint
-- A lesson: no live rental of its car within the turnaround around it, no block over it, and
-- the car's papers and service cover it (as bookings_car_compliant asks of a rental).
CREATE FUNCTION lesson_car_guard() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  gap interval;
  clash integer;
  usable timestamptz;
BEGIN
  IF NEW.status = 'cancelled' THEN
    RETURN NEW;
  END IF;
  IF TG_OP = 'UPDATE' AND OLD.status <> 'cancelled' AND NEW.car_id = OLD.car_id
     AND NEW.starts_at = OLD.starts_at AND NEW.ends_at = OLD.ends_at THEN
    RETURN NEW;
  END IF;
  gap := car_turnaround(NEW.car_id);
  PERFORM pg_advisory_xact_lock(7301, NEW.car_id);
  SELECT b.id INTO clash FROM bookings b
  WHERE b.car_id = NEW.car_id
    AND b.status NOT IN ('cancelled', 'lapsed')
    AND tstzrange(b.pickup_at, b.busy_until, '[)')
      && tstzrange(NEW.starts_at - gap, NEW.ends_at + gap, '[)')
  ORDER BY b.pickup_at
  LIMIT 1;
  IF clash IS NOT NULL THEN
    RAISE EXCLUSION_VIOLATION USING
      MESSAGE = format('The car is rented out then (booking SDC-%s, turnaround included).', clash),
      CONSTRAINT = 'driving_lessons_no_rental';
  END IF;
  SELECT k.id INTO clash FROM car_blocks k
  WHERE k.car_id = NEW.car_id AND k.starts_at < NEW.ends_at AND k.ends_at > NEW.starts_at
  LIMIT 1;
  IF clash IS NOT NULL THEN
    RAISE EXCLUSION_VIOLATION USING
      MESSAGE = format('The car is blocked for maintenance then (block %s).', clash),
      CONSTRAINT = 'driving_lessons_not_blocked';
  END IF;
  SELECT k.usable_until INTO usable FROM car_compliance k WHERE k.car_id = NEW.car_id;
  IF usable IS NOT NULL AND NEW.ends_at > usable THEN
    RAISE EXCLUSION_VIOLATION USING
      MESSAGE = 'The car''s papers or service do not cover the lesson.',
      CONSTRAINT = 'driving_lessons_car_compliant';
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER driving_lessons_car_free
  BEFORE INSERT OR UPDATE OF car_id, starts_at, ends_at, status ON driving_lessons
  FOR EACH ROW EXECUTE FUNCTION lesson_car_guard();
--> statement-breakpoint
-- A rental (a booking or an extension): no live lesson of its car within the turnaround
-- around its hold [pickup_at, busy_until). Computed from NEW, as the other booking guards do.
CREATE FUNCTION booking_lesson_guard() RETURNS trigger LANGUAGE plpgsql AS $$
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
  gap := car_turnaround(NEW.car_id);
  PERFORM pg_advisory_xact_lock(7301, NEW.car_id);
  SELECT l.id INTO clash FROM driving_lessons l
  WHERE l.car_id = NEW.car_id
    AND l.status <> 'cancelled'
    AND tstzrange(l.starts_at, l.ends_at, '[)')
      && tstzrange(NEW.pickup_at - gap, until + gap, '[)')
  ORDER BY l.starts_at
  LIMIT 1;
  IF clash IS NOT NULL THEN
    RAISE EXCLUSION_VIOLATION USING
      MESSAGE = format('The car has driving lesson %s then (turnaround included).', clash),
      CONSTRAINT = 'bookings_no_lesson';
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER bookings_no_lesson
  BEFORE INSERT OR UPDATE OF car_id, pickup_at, drop_at, status ON bookings
  FOR EACH ROW EXECUTE FUNCTION booking_lesson_guard();
--> statement-breakpoint
-- A maintenance block: no live lesson under it.
CREATE FUNCTION block_lesson_guard() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  clash integer;
BEGIN
  PERFORM pg_advisory_xact_lock(7301, NEW.car_id);
  SELECT l.id INTO clash FROM driving_lessons l
  WHERE l.car_id = NEW.car_id
    AND l.status <> 'cancelled'
    AND l.starts_at < NEW.ends_at AND l.ends_at > NEW.starts_at
  LIMIT 1;
  IF clash IS NOT NULL THEN
    RAISE EXCLUSION_VIOLATION USING
      MESSAGE = format('The block clashes with driving lesson %s.', clash),
      CONSTRAINT = 'car_blocks_no_live_lesson';
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER car_blocks_no_live_lesson
  BEFORE INSERT OR UPDATE OF car_id, starts_at, ends_at ON car_blocks
  FOR EACH ROW EXECUTE FUNCTION block_lesson_guard();
--> statement-breakpoint
-- The availability index (decision 0027) hears lessons like blocks: the car's periods again.
CREATE TRIGGER driving_lessons_record_car_change
  AFTER INSERT OR DELETE OR UPDATE OF car_id, starts_at, ends_at, status ON driving_lessons
  FOR EACH ROW EXECUTE FUNCTION record_car_change();
