CREATE TABLE "customer_gst_details" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"gstin" text NOT NULL,
	"business_name" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gst_document_counters" (
	"doc_type" text NOT NULL,
	"financial_year" text NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "gst_document_counters_doc_type_financial_year_pk" PRIMARY KEY("doc_type","financial_year")
);
--> statement-breakpoint
CREATE TABLE "gst_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"doc_type" text NOT NULL,
	"financial_year" text NOT NULL,
	"serial" integer NOT NULL,
	"number" text NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" integer NOT NULL,
	"booking_id" integer,
	"course_order_id" integer,
	"payment_id" integer,
	"refers_to_id" integer,
	"supplier" jsonb NOT NULL,
	"recipient" jsonb NOT NULL,
	"place_of_supply" text NOT NULL,
	"lines" jsonb NOT NULL,
	"taxable_paise" bigint NOT NULL,
	"cgst_paise" bigint NOT NULL,
	"sgst_paise" bigint NOT NULL,
	"igst_paise" bigint NOT NULL,
	"total_paise" bigint NOT NULL,
	"advance_paise" bigint DEFAULT 0 NOT NULL,
	"voided_at" timestamp with time zone,
	"void_reason" text,
	CONSTRAINT "gst_documents_number_unique" UNIQUE("number"),
	CONSTRAINT "gst_documents_number_valid" CHECK ("gst_documents"."number" ~ '^[A-Z0-9/-]{1,16}$'),
	CONSTRAINT "gst_documents_total_adds_up" CHECK ("gst_documents"."taxable_paise" + "gst_documents"."cgst_paise" + "gst_documents"."sgst_paise" + "gst_documents"."igst_paise" = "gst_documents"."total_paise")
);
--> statement-breakpoint
CREATE TABLE "gst_rates" (
	"id" serial PRIMARY KEY NOT NULL,
	"subject" text NOT NULL,
	"subject_key" text NOT NULL,
	"sac" text NOT NULL,
	"rate_bp" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gst_rates_rate_valid" CHECK ("gst_rates"."rate_bp" >= 0 AND "gst_rates"."rate_bp" <= 4000),
	CONSTRAINT "gst_rates_sac_valid" CHECK ("gst_rates"."sac" ~ '^99[0-9]{4}$')
);
--> statement-breakpoint
CREATE TABLE "gst_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"enabled" boolean NOT NULL,
	"gstin" text,
	"legal_name" text NOT NULL,
	"address" text NOT NULL,
	"state_code" text NOT NULL,
	"prices_include_tax" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gst_settings_one_row" CHECK ("gst_settings"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "journal_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"event" text NOT NULL,
	"booking_id" integer,
	"course_order_id" integer,
	"payment_id" integer,
	"memo" text DEFAULT '' NOT NULL,
	"posted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "journal_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"entry_id" integer NOT NULL,
	"account" text NOT NULL,
	"debit_paise" bigint DEFAULT 0 NOT NULL,
	"credit_paise" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "journal_lines_one_side" CHECK ("journal_lines"."debit_paise" >= 0 AND "journal_lines"."credit_paise" >= 0 AND ("journal_lines"."debit_paise" = 0) <> ("journal_lines"."credit_paise" = 0)),
	CONSTRAINT "journal_lines_account_known" CHECK (account IN ('rent_revenue', 'extension_revenue', 'extra_charge_revenue', 'course_revenue', 'gst_output_cgst', 'gst_output_sgst', 'gst_output_igst', 'deposits_held', 'gateway_clearing', 'bank_upi', 'cash', 'refunds_payable', 'customer_receivables'))
);
--> statement-breakpoint
ALTER TABLE "customer_gst_details" ADD CONSTRAINT "customer_gst_details_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gst_documents" ADD CONSTRAINT "gst_documents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gst_documents" ADD CONSTRAINT "gst_documents_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gst_documents" ADD CONSTRAINT "gst_documents_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gst_documents" ADD CONSTRAINT "gst_documents_refers_to_id_gst_documents_id_fk" FOREIGN KEY ("refers_to_id") REFERENCES "public"."gst_documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_entries" ADD CONSTRAINT "journal_entries_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_entries" ADD CONSTRAINT "journal_entries_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_lines" ADD CONSTRAINT "journal_lines_entry_id_journal_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."journal_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "gst_documents_series_unique" ON "gst_documents" USING btree ("doc_type","financial_year","serial");--> statement-breakpoint
CREATE INDEX "gst_documents_booking_idx" ON "gst_documents" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "gst_documents_course_order_idx" ON "gst_documents" USING btree ("course_order_id");--> statement-breakpoint
CREATE INDEX "gst_documents_user_idx" ON "gst_documents" USING btree ("user_id","issued_at");--> statement-breakpoint
CREATE INDEX "gst_documents_issued_idx" ON "gst_documents" USING btree ("issued_at");--> statement-breakpoint
CREATE UNIQUE INDEX "gst_rates_subject_unique" ON "gst_rates" USING btree ("subject","subject_key");--> statement-breakpoint
CREATE INDEX "journal_entries_posted_idx" ON "journal_entries" USING btree ("posted_at");--> statement-breakpoint
CREATE INDEX "journal_entries_booking_idx" ON "journal_entries" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "journal_entries_course_order_idx" ON "journal_entries" USING btree ("course_order_id");--> statement-breakpoint
CREATE INDEX "journal_lines_entry_idx" ON "journal_lines" USING btree ("entry_id");--> statement-breakpoint
CREATE INDEX "journal_lines_account_idx" ON "journal_lines" USING btree ("account");--> statement-breakpoint
-- Every journal entry balances and has two lines at least, checked at commit (decision 0031):
-- the lines of one entry are inserted by one statement or several in the same transaction.
CREATE FUNCTION journal_entry_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  entry integer;
  line_count integer;
  debits bigint;
  credits bigint;
BEGIN
  IF TG_TABLE_NAME = 'journal_entries' THEN
    entry := NEW.id;
  ELSE
    entry := NEW.entry_id;
  END IF;
  SELECT count(*), coalesce(sum(debit_paise), 0), coalesce(sum(credit_paise), 0)
    INTO line_count, debits, credits
    FROM journal_lines WHERE entry_id = entry;
  IF line_count < 2 OR debits <> credits THEN
    RAISE EXCEPTION 'journal entry % does not balance: % lines, debits %, credits %',
      entry, line_count, debits, credits
      USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER journal_entries_balanced AFTER INSERT ON journal_entries
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION journal_entry_balanced();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER journal_lines_balanced AFTER INSERT ON journal_lines
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION journal_entry_balanced();
--> statement-breakpoint
-- Posted is final: a correction is a new entry.
CREATE FUNCTION journal_is_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'the journal is append-only: post a correcting entry instead'
    USING ERRCODE = 'check_violation';
END
$$;
--> statement-breakpoint
CREATE TRIGGER journal_entries_append_only BEFORE UPDATE OR DELETE ON journal_entries
  FOR EACH ROW EXECUTE FUNCTION journal_is_append_only();
--> statement-breakpoint
CREATE TRIGGER journal_lines_append_only BEFORE UPDATE OR DELETE ON journal_lines
  FOR EACH ROW EXECUTE FUNCTION journal_is_append_only();
--> statement-breakpoint
-- An issued GST document never changes (decision 0031): only voiding it, once, with a reason;
-- it keeps its number and stays. Later changes are a new document (a credit note).
CREATE FUNCTION gst_document_is_final() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'an issued GST document is never deleted: void it instead'
      USING ERRCODE = 'check_violation';
  END IF;
  IF OLD.voided_at IS NOT NULL OR NEW.voided_at IS NULL OR NEW.void_reason IS NULL
     OR (to_jsonb(NEW) - 'voided_at' - 'void_reason') <> (to_jsonb(OLD) - 'voided_at' - 'void_reason') THEN
    RAISE EXCEPTION 'GST document % was issued and cannot change: issue a credit note instead', OLD.number
      USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER gst_documents_final BEFORE UPDATE OR DELETE ON gst_documents
  FOR EACH ROW EXECUTE FUNCTION gst_document_is_final();
