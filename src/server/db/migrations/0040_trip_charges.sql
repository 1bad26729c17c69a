CREATE TABLE "trip_charge_evidence" (
	"id" serial PRIMARY KEY NOT NULL,
	"charge_id" integer NOT NULL,
	"storage_key" text NOT NULL,
	"mime_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"uploaded_by" integer NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trip_charges" (
	"id" serial PRIMARY KEY NOT NULL,
	"car_id" integer NOT NULL,
	"branch_id" integer NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"amount_paise" integer NOT NULL,
	"fee_paise" integer DEFAULT 0 NOT NULL,
	"total_paise" integer DEFAULT 0 NOT NULL,
	"reference" text DEFAULT '' NOT NULL,
	"place" text DEFAULT '' NOT NULL,
	"offence" text DEFAULT '' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"booking_id" integer,
	"user_id" integer,
	"notice_ends_at" timestamp with time zone,
	"invoice_number" text,
	"source_key" text,
	"recorded_by" integer NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trip_charges_amount_valid" CHECK ("trip_charges"."amount_paise" BETWEEN 1 AND 10000000),
	CONSTRAINT "trip_charges_fee_valid" CHECK ("trip_charges"."fee_paise" >= 0 AND "trip_charges"."total_paise" >= 0),
	CONSTRAINT "trip_charges_renter_known" CHECK (("trip_charges"."status" = 'business') = ("trip_charges"."booking_id" IS NULL) AND ("trip_charges"."booking_id" IS NULL) = ("trip_charges"."user_id" IS NULL))
);
--> statement-breakpoint
ALTER TABLE "journal_lines" DROP CONSTRAINT "journal_lines_account_known";--> statement-breakpoint
ALTER TABLE "branches" ADD COLUMN "toll_fee_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "branches" ADD COLUMN "challan_fee_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "branches" ADD COLUMN "damage_fee_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "branches" ADD COLUMN "charge_notice_days" smallint DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE "trip_charge_evidence" ADD CONSTRAINT "trip_charge_evidence_charge_id_trip_charges_id_fk" FOREIGN KEY ("charge_id") REFERENCES "public"."trip_charges"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_charge_evidence" ADD CONSTRAINT "trip_charge_evidence_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_charges" ADD CONSTRAINT "trip_charges_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_charges" ADD CONSTRAINT "trip_charges_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_charges" ADD CONSTRAINT "trip_charges_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_charges" ADD CONSTRAINT "trip_charges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_charges" ADD CONSTRAINT "trip_charges_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "trip_charge_evidence_charge_idx" ON "trip_charge_evidence" USING btree ("charge_id");--> statement-breakpoint
CREATE INDEX "trip_charges_car_idx" ON "trip_charges" USING btree ("car_id","occurred_at");--> statement-breakpoint
CREATE INDEX "trip_charges_booking_idx" ON "trip_charges" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "trip_charges_branch_idx" ON "trip_charges" USING btree ("branch_id","recorded_at");--> statement-breakpoint
CREATE UNIQUE INDEX "trip_charges_source_key" ON "trip_charges" USING btree ("source_key");--> statement-breakpoint
ALTER TABLE "branches" ADD CONSTRAINT "branches_charge_fees_valid" CHECK ("branches"."toll_fee_paise" BETWEEN 0 AND 500000 AND "branches"."challan_fee_paise" BETWEEN 0 AND 500000 AND "branches"."damage_fee_paise" BETWEEN 0 AND 500000);--> statement-breakpoint
ALTER TABLE "branches" ADD CONSTRAINT "branches_charge_notice_valid" CHECK ("branches"."charge_notice_days" BETWEEN 0 AND 30);--> statement-breakpoint
ALTER TABLE "journal_lines" ADD CONSTRAINT "journal_lines_account_known" CHECK (account IN ('rent_revenue', 'extension_revenue', 'extra_charge_revenue', 'course_revenue', 'gst_output_cgst', 'gst_output_sgst', 'gst_output_igst', 'deposits_held', 'gateway_clearing', 'bank_upi', 'cash', 'refunds_payable', 'customer_receivables', 'pure_agent_recoveries'));