CREATE TABLE "booking_handovers" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"stage" text NOT NULL,
	"odometer_km" integer NOT NULL,
	"fuel_eighths" smallint NOT NULL,
	"notes" text,
	"extend_rate_per_hour_paise" integer,
	"bill" jsonb,
	"recorded_by" integer NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_handovers_fuel" CHECK ("booking_handovers"."fuel_eighths" BETWEEN 0 AND 8),
	CONSTRAINT "booking_handovers_odometer" CHECK ("booking_handovers"."odometer_km" >= 0)
);
--> statement-breakpoint
CREATE TABLE "handover_photos" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"stage" text NOT NULL,
	"storage_key" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"uploaded_by" integer NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_documents" ADD COLUMN "review_status" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "user_documents" ADD COLUMN "review_reason" text;--> statement-breakpoint
ALTER TABLE "user_documents" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "user_documents" ADD COLUMN "reviewed_by" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "blocked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "blocked_reason" text;--> statement-breakpoint
ALTER TABLE "booking_handovers" ADD CONSTRAINT "booking_handovers_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_handovers" ADD CONSTRAINT "booking_handovers_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "handover_photos" ADD CONSTRAINT "handover_photos_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "handover_photos" ADD CONSTRAINT "handover_photos_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "booking_handovers_stage" ON "booking_handovers" USING btree ("booking_id","stage");--> statement-breakpoint
CREATE INDEX "handover_photos_booking_idx" ON "handover_photos" USING btree ("booking_id","stage");--> statement-breakpoint
ALTER TABLE "user_documents" ADD CONSTRAINT "user_documents_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;