CREATE TABLE "availability_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"car_id" integer,
	"car_row" boolean DEFAULT false NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "availability_changes_changed_at_idx" ON "availability_changes" USING btree ("changed_at");
--> statement-breakpoint
-- Every server process keeps the cars' busy periods and cards in memory (decision 0027). Each
-- write that can change what a search shows appends which car changed to availability_changes,
-- in the writing transaction (so a rolled-back write leaves nothing, only a gap in the ids):
-- car_id and car_row true when the car's own row changed (it may have moved branch), car_id
-- null for a branch or category, whose names are on many cards. Each process polls the table.
-- No NOTIFY: a notifying commit takes PostgreSQL's global notify lock through its WAL flush,
-- which serialises every such commit (decision 0027 measures it). A new source of busy periods
-- (a table of its own) adds one more trigger on this function; the car id column is car_id
-- unless the table is cars.
CREATE FUNCTION record_car_change() RETURNS trigger LANGUAGE plpgsql AS $$
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
--> statement-breakpoint
-- A booking's other columns (money, idempotency, cancelled_at …) change no search.
CREATE TRIGGER bookings_record_car_change
  AFTER INSERT OR DELETE OR UPDATE OF car_id, pickup_at, drop_at, status, hold_expires_at
  ON bookings FOR EACH ROW EXECUTE FUNCTION record_car_change();
--> statement-breakpoint
CREATE TRIGGER car_blocks_record_car_change AFTER INSERT OR UPDATE OR DELETE ON car_blocks
  FOR EACH ROW EXECUTE FUNCTION record_car_change();
--> statement-breakpoint
CREATE TRIGGER cars_record_car_change AFTER INSERT OR UPDATE OR DELETE ON cars
  FOR EACH ROW EXECUTE FUNCTION record_car_change();
--> statement-breakpoint
CREATE TRIGGER rate_packages_record_car_change AFTER INSERT OR UPDATE OR DELETE ON rate_packages
  FOR EACH ROW EXECUTE FUNCTION record_car_change();
--> statement-breakpoint
CREATE TRIGGER branches_record_car_change AFTER INSERT OR UPDATE OR DELETE ON branches
  FOR EACH STATEMENT EXECUTE FUNCTION record_car_change();
--> statement-breakpoint
CREATE TRIGGER car_categories_record_car_change AFTER INSERT OR UPDATE OR DELETE ON car_categories
  FOR EACH STATEMENT EXECUTE FUNCTION record_car_change();
--> statement-breakpoint
CREATE TRIGGER car_subcategories_record_car_change
  AFTER INSERT OR UPDATE OR DELETE ON car_subcategories
  FOR EACH STATEMENT EXECUTE FUNCTION record_car_change();
