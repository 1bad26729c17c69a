-- drizzle-kit generated CREATE TABLE here: the snapshots 0018 to 0023 had lost availability_changes
-- in a merge (0017 created it). The table exists; this adds the column, and 0024_snapshot.json
-- holds the table again.
ALTER TABLE "availability_changes" ADD COLUMN "booking_id" integer;
--> statement-breakpoint
-- A booking's change names the booking (decision 0027): the processes read that booking's row
-- alone instead of the whole car (cards and every busy period), which was what made booking
-- writes slower at 50 connections. A booking moved to another car is logged for both cars.
CREATE OR REPLACE FUNCTION record_car_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME IN ('branches', 'car_categories', 'car_subcategories') THEN
    INSERT INTO availability_changes (car_id) VALUES (NULL);
  ELSIF TG_TABLE_NAME = 'cars' THEN
    IF TG_OP <> 'INSERT' THEN
      INSERT INTO availability_changes (car_id, car_row) VALUES (OLD.id, true);
    END IF;
    IF TG_OP <> 'DELETE' AND (TG_OP = 'INSERT' OR NEW.id <> OLD.id) THEN
      INSERT INTO availability_changes (car_id, car_row) VALUES (NEW.id, true);
    END IF;
  ELSIF TG_TABLE_NAME = 'bookings' THEN
    IF TG_OP <> 'INSERT' THEN
      INSERT INTO availability_changes (car_id, booking_id) VALUES (OLD.car_id, OLD.id);
    END IF;
    IF TG_OP <> 'DELETE' AND (TG_OP = 'INSERT' OR NEW.car_id <> OLD.car_id OR NEW.id <> OLD.id) THEN
      INSERT INTO availability_changes (car_id, booking_id) VALUES (NEW.car_id, NEW.id);
    END IF;
  ELSE
    IF TG_OP <> 'INSERT' THEN
      INSERT INTO availability_changes (car_id) VALUES (OLD.car_id);
    END IF;
    IF TG_OP <> 'DELETE' AND (TG_OP = 'INSERT' OR NEW.car_id <> OLD.car_id) THEN
      INSERT INTO availability_changes (car_id) VALUES (NEW.car_id);
    END IF;
  END IF;
  RETURN NULL;
END;
$$;
