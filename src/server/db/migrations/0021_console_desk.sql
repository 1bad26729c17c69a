CREATE TABLE "handover_signatures" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"stage" text NOT NULL,
	"storage_key" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"signed_before" integer NOT NULL,
	"signed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "booking_handovers" ADD COLUMN "checklist" jsonb;--> statement-breakpoint
ALTER TABLE "booking_handovers" ADD COLUMN "early_reason" text;--> statement-breakpoint
ALTER TABLE "handover_signatures" ADD CONSTRAINT "handover_signatures_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "handover_signatures" ADD CONSTRAINT "handover_signatures_signed_before_users_id_fk" FOREIGN KEY ("signed_before") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "handover_signatures_stage" ON "handover_signatures" USING btree ("booking_id","stage");