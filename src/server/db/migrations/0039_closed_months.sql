CREATE TABLE "closed_months" (
	"month" text PRIMARY KEY NOT NULL,
	"closed_by" integer NOT NULL,
	"closed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "closed_months" ADD CONSTRAINT "closed_months_closed_by_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- A closed month takes no journal entry and no GST document dated in it (decision 0055): the
-- application answers 409 first; this refuses whatever reaches the table anyway.
CREATE FUNCTION money_month_is_open() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  at timestamptz;
BEGIN
  IF TG_TABLE_NAME = 'journal_entries' THEN
    at := NEW.posted_at;
  ELSE
    at := NEW.issued_at;
  END IF;
  IF EXISTS (SELECT 1 FROM closed_months
             WHERE month = to_char(at AT TIME ZONE 'Asia/Kolkata', 'YYYY-MM')) THEN
    RAISE EXCEPTION 'the books of % are closed', to_char(at AT TIME ZONE 'Asia/Kolkata', 'YYYY-MM')
      USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER journal_entries_month_open BEFORE INSERT ON journal_entries
  FOR EACH ROW EXECUTE FUNCTION money_month_is_open();
--> statement-breakpoint
CREATE TRIGGER gst_documents_month_open BEFORE INSERT ON gst_documents
  FOR EACH ROW EXECUTE FUNCTION money_month_is_open();
