-- A car's papers and service dates (car_compliance, decision 0029) decide until when it can be
-- rented, so the availability index (decision 0027) hears their changes like a block's.
CREATE TRIGGER car_compliance_record_car_change AFTER INSERT OR UPDATE OR DELETE ON car_compliance
  FOR EACH ROW EXECUTE FUNCTION record_car_change();
