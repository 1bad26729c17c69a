-- Every server process keeps the cars' busy periods and cards in memory (decision 0027). Each
-- write that can change what a search shows tells every listening process which car changed,
-- on channel car_changes, as '<transaction id>:<car id>' ('<transaction id>:<car id>:car' when
-- the car's own row changed, as it may have moved branch; '<transaction id>:*' for a branch or
-- category, whose names are on many cards). NOTIFY is delivered only when the transaction
-- commits, and once per distinct payload per transaction. A new source of busy periods (a
-- table of its own) adds one more trigger on this function; the car id column is car_id unless
-- the table is cars.
CREATE FUNCTION notify_car_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  tx text := txid_current()::text || ':';
BEGIN
  IF TG_TABLE_NAME IN ('branches', 'car_categories', 'car_subcategories') THEN
    PERFORM pg_notify('car_changes', tx || '*');
  ELSIF TG_TABLE_NAME = 'cars' THEN
    IF TG_OP <> 'INSERT' THEN PERFORM pg_notify('car_changes', tx || OLD.id || ':car'); END IF;
    IF TG_OP <> 'DELETE' THEN PERFORM pg_notify('car_changes', tx || NEW.id || ':car'); END IF;
  ELSE
    IF TG_OP <> 'INSERT' THEN PERFORM pg_notify('car_changes', tx || OLD.car_id); END IF;
    IF TG_OP <> 'DELETE' THEN PERFORM pg_notify('car_changes', tx || NEW.car_id); END IF;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- A booking's other columns (money, idempotency, cancelled_at …) change no search.
CREATE TRIGGER bookings_notify_car_change
  AFTER INSERT OR DELETE OR UPDATE OF car_id, pickup_at, drop_at, status, hold_expires_at
  ON bookings FOR EACH ROW EXECUTE FUNCTION notify_car_change();
--> statement-breakpoint
CREATE TRIGGER car_blocks_notify_car_change AFTER INSERT OR UPDATE OR DELETE ON car_blocks
  FOR EACH ROW EXECUTE FUNCTION notify_car_change();
--> statement-breakpoint
CREATE TRIGGER cars_notify_car_change AFTER INSERT OR UPDATE OR DELETE ON cars
  FOR EACH ROW EXECUTE FUNCTION notify_car_change();
--> statement-breakpoint
CREATE TRIGGER rate_packages_notify_car_change AFTER INSERT OR UPDATE OR DELETE ON rate_packages
  FOR EACH ROW EXECUTE FUNCTION notify_car_change();
--> statement-breakpoint
CREATE TRIGGER branches_notify_car_change AFTER INSERT OR UPDATE OR DELETE ON branches
  FOR EACH STATEMENT EXECUTE FUNCTION notify_car_change();
--> statement-breakpoint
CREATE TRIGGER car_categories_notify_car_change AFTER INSERT OR UPDATE OR DELETE ON car_categories
  FOR EACH STATEMENT EXECUTE FUNCTION notify_car_change();
--> statement-breakpoint
CREATE TRIGGER car_subcategories_notify_car_change
  AFTER INSERT OR UPDATE OR DELETE ON car_subcategories
  FOR EACH STATEMENT EXECUTE FUNCTION notify_car_change();
