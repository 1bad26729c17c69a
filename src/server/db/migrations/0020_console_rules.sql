CREATE TABLE "driver_licences" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"licence_number" text NOT NULL,
	"licence_expires_on" date NOT NULL,
	"date_of_birth" date NOT NULL,
	"recorded_by" integer NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "car_compliance" (
	"car_id" integer PRIMARY KEY NOT NULL,
	"registration_expires_on" date,
	"insurance_expires_on" date,
	"puc_expires_on" date,
	"permit_expires_on" date,
	"last_service_on" date,
	"service_due_on" date,
	"service_due_km" integer,
	"odometer_km" integer,
	"usable_until" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "car_compliance_km" CHECK (coalesce("car_compliance"."service_due_km", 0) >= 0 AND coalesce("car_compliance"."odometer_km", 0) >= 0)
);
--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_staff_branch";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "deactivated_by" integer;--> statement-breakpoint
ALTER TABLE "booking_handovers" ADD COLUMN "rules" jsonb;--> statement-breakpoint
ALTER TABLE "branches" ADD COLUMN "late_grace_minutes" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "branches" ADD COLUMN "late_rate_per_hour_paise" integer;--> statement-breakpoint
ALTER TABLE "branches" ADD COLUMN "fuel_charge_per_eighth_paise" integer;--> statement-breakpoint
ALTER TABLE "branches" ADD COLUMN "min_driver_age" smallint DEFAULT 18 NOT NULL;--> statement-breakpoint
ALTER TABLE "branches" ADD COLUMN "turnaround_minutes" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "driver_licences" ADD CONSTRAINT "driver_licences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_licences" ADD CONSTRAINT "driver_licences_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "car_compliance" ADD CONSTRAINT "car_compliance_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "car_compliance_usable_idx" ON "car_compliance" USING btree ("usable_until");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_deactivated_by_users_id_fk" FOREIGN KEY ("deactivated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_staff_branch" CHECK ("users"."staff_role" IS DISTINCT FROM 'staff' AND "users"."staff_role" IS DISTINCT FROM 'manager' OR "users"."branch_id" IS NOT NULL);--> statement-breakpoint
ALTER TABLE "branches" ADD CONSTRAINT "branches_rules_valid" CHECK ("branches"."late_grace_minutes" >= 0 AND "branches"."turnaround_minutes" >= 0 AND "branches"."min_driver_age" >= 18
        AND coalesce("branches"."late_rate_per_hour_paise", 0) >= 0
        AND coalesce("branches"."fuel_charge_per_eighth_paise", 0) >= 0);--> statement-breakpoint
-- Turnaround (decision 0029): a live booking of a car may not start within its branch's
-- turnaround minutes after another live booking of the car ends, nor end within them before
-- another starts. A booking and its extensions are one rental and follow each other. The check
-- takes the block guard's per-car lock, so two inserts for one car are checked one after the
-- other, and fails with 23P01 like `bookings_no_overlap`, so callers answer 409 as for an overlap.
CREATE FUNCTION booking_turnaround_guard() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  gap interval;
  clash integer;
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
    AND tstzrange(b.pickup_at, b.drop_at, '[)')
      && tstzrange(NEW.pickup_at - gap, NEW.drop_at + gap, '[)')
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
CREATE TRIGGER bookings_turnaround
  BEFORE INSERT OR UPDATE OF car_id, pickup_at, drop_at, status ON bookings
  FOR EACH ROW EXECUTE FUNCTION booking_turnaround_guard();
--> statement-breakpoint
-- Fleet compliance (decision 0029): no live booking of a car may end after the car's papers
-- lapse or its service falls due (`car_compliance.usable_until`, kept by the console-fleet
-- module). Fails with 23P01 like an overlap, so booking creation answers "not available".
CREATE FUNCTION booking_compliance_guard() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  until timestamptz;
BEGIN
  IF NEW.status IN ('cancelled', 'lapsed') THEN
    RETURN NEW;
  END IF;
  IF TG_OP = 'UPDATE' AND OLD.status NOT IN ('cancelled', 'lapsed') AND NEW.car_id = OLD.car_id
     AND NEW.pickup_at = OLD.pickup_at AND NEW.drop_at = OLD.drop_at THEN
    RETURN NEW;
  END IF;
  SELECT k.usable_until INTO until FROM car_compliance k WHERE k.car_id = NEW.car_id;
  IF until IS NOT NULL AND NEW.drop_at > until THEN
    RAISE EXCLUSION_VIOLATION USING
      MESSAGE = format('The car''s papers or service do not cover a rental until %s.', NEW.drop_at),
      CONSTRAINT = 'bookings_car_compliant';
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER bookings_car_compliant
  BEFORE INSERT OR UPDATE OF car_id, pickup_at, drop_at, status ON bookings
  FOR EACH ROW EXECUTE FUNCTION booking_compliance_guard();
