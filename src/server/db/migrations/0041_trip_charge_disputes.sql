CREATE TABLE "trip_charge_disputes" (
	"id" serial PRIMARY KEY NOT NULL,
	"charge_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"reason" text NOT NULL,
	"file_key" text,
	"file_mime_type" text,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"decision_reason" text,
	"credit_note_number" text,
	CONSTRAINT "trip_charge_disputes_decided" CHECK (("trip_charge_disputes"."status" = 'open') = ("trip_charge_disputes"."decided_at" IS NULL))
);
--> statement-breakpoint
ALTER TABLE "branches" ADD COLUMN "charge_dispute_days" smallint DEFAULT 7 NOT NULL;--> statement-breakpoint
ALTER TABLE "trip_charge_disputes" ADD CONSTRAINT "trip_charge_disputes_charge_id_trip_charges_id_fk" FOREIGN KEY ("charge_id") REFERENCES "public"."trip_charges"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_charge_disputes" ADD CONSTRAINT "trip_charge_disputes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_charge_disputes" ADD CONSTRAINT "trip_charge_disputes_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "trip_charge_disputes_charge" ON "trip_charge_disputes" USING btree ("charge_id");--> statement-breakpoint
CREATE INDEX "trip_charge_disputes_open_idx" ON "trip_charge_disputes" USING btree ("status") WHERE "trip_charge_disputes"."status" = 'open';--> statement-breakpoint
ALTER TABLE "branches" ADD CONSTRAINT "branches_charge_dispute_valid" CHECK ("branches"."charge_dispute_days" BETWEEN 1 AND 30);