CREATE TABLE "learner_licences" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"licence_number" text NOT NULL,
	"issued_on" date NOT NULL,
	"expires_on" date NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "learner_licences_dates" CHECK ("learner_licences"."issued_on" < "learner_licences"."expires_on")
);
--> statement-breakpoint
CREATE TABLE "lesson_purchases" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"package_id" integer NOT NULL,
	"branch_id" integer NOT NULL,
	"title" text NOT NULL,
	"title_hi" text NOT NULL,
	"sessions" smallint NOT NULL,
	"session_minutes" smallint NOT NULL,
	"validity_days" smallint NOT NULL,
	"price_paise" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"gateway" text NOT NULL,
	"gateway_order_id" text,
	"gateway_payment_id" text,
	"sessions_used" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"valid_until" timestamp with time zone,
	CONSTRAINT "lesson_purchases_sessions" CHECK ("lesson_purchases"."sessions_used" >= 0 AND "lesson_purchases"."sessions_used" <= "lesson_purchases"."sessions" AND "lesson_purchases"."price_paise" >= 0),
	CONSTRAINT "lesson_purchases_paid" CHECK (("lesson_purchases"."status" = 'paid') = ("lesson_purchases"."paid_at" IS NOT NULL AND "lesson_purchases"."valid_until" IS NOT NULL))
);
--> statement-breakpoint
ALTER TABLE "customer_messages" ALTER COLUMN "booking_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "branches" ADD COLUMN "lesson_cancel_cutoff_hours" smallint DEFAULT 24 NOT NULL;--> statement-breakpoint
ALTER TABLE "branches" ADD COLUMN "lesson_pickup_radius_km" smallint DEFAULT 10 NOT NULL;--> statement-breakpoint
ALTER TABLE "branches" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "branches" ADD COLUMN "longitude" double precision;--> statement-breakpoint
ALTER TABLE "driving_lessons" ADD COLUMN "purchase_id" integer;--> statement-breakpoint
ALTER TABLE "driving_lessons" ADD COLUMN "cancelled_late" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "driving_lessons" ADD COLUMN "pickup_kind" text DEFAULT 'branch' NOT NULL;--> statement-breakpoint
ALTER TABLE "driving_lessons" ADD COLUMN "pickup_address" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "driving_lessons" ADD COLUMN "pickup_latitude" double precision;--> statement-breakpoint
ALTER TABLE "driving_lessons" ADD COLUMN "pickup_longitude" double precision;--> statement-breakpoint
ALTER TABLE "gst_documents" ADD COLUMN "lesson_purchase_id" integer;--> statement-breakpoint
ALTER TABLE "journal_entries" ADD COLUMN "lesson_purchase_id" integer;--> statement-breakpoint
ALTER TABLE "customer_messages" ADD COLUMN "lesson_id" integer;--> statement-breakpoint
ALTER TABLE "learner_licences" ADD CONSTRAINT "learner_licences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_purchases" ADD CONSTRAINT "lesson_purchases_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_purchases" ADD CONSTRAINT "lesson_purchases_package_id_lesson_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."lesson_packages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_purchases" ADD CONSTRAINT "lesson_purchases_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lesson_purchases_user_idx" ON "lesson_purchases" USING btree ("user_id","package_id");--> statement-breakpoint
CREATE UNIQUE INDEX "lesson_purchases_gateway_order_unique" ON "lesson_purchases" USING btree ("gateway_order_id");--> statement-breakpoint
ALTER TABLE "driving_lessons" ADD CONSTRAINT "driving_lessons_purchase_id_lesson_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."lesson_purchases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_messages" ADD CONSTRAINT "customer_messages_lesson_id_driving_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."driving_lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "driving_lessons_purchase_idx" ON "driving_lessons" USING btree ("purchase_id");--> statement-breakpoint
CREATE INDEX "gst_documents_lesson_purchase_idx" ON "gst_documents" USING btree ("lesson_purchase_id");--> statement-breakpoint
CREATE INDEX "journal_entries_lesson_purchase_idx" ON "journal_entries" USING btree ("lesson_purchase_id");--> statement-breakpoint
CREATE UNIQUE INDEX "customer_messages_lesson_once" ON "customer_messages" USING btree ("lesson_id","kind","channel","subject_id");--> statement-breakpoint
ALTER TABLE "branches" ADD CONSTRAINT "branches_lesson_terms_valid" CHECK ("branches"."lesson_cancel_cutoff_hours" BETWEEN 0 AND 168 AND "branches"."lesson_pickup_radius_km" BETWEEN 0 AND 50
        AND ("branches"."latitude" IS NULL) = ("branches"."longitude" IS NULL));--> statement-breakpoint
ALTER TABLE "customer_messages" ADD CONSTRAINT "customer_messages_about_one" CHECK (("customer_messages"."booking_id" IS NULL) <> ("customer_messages"."lesson_id" IS NULL));--> statement-breakpoint
-- The five cities' branches get a location to measure home pickup from (decision 0047): each
-- city's centre, for the manager to correct on the console; a branch set already is left alone.
UPDATE "branches" SET "latitude" = v.lat, "longitude" = v.lng
FROM (VALUES ('Bhilai', 21.2092, 81.3797), ('Durg', 21.1904, 81.2849), ('Raipur', 21.2514, 81.6296),
  ('Bilaspur', 22.0797, 82.1391), ('Ambikapur', 23.1185, 83.1950)) AS v(name, lat, lng)
WHERE "branches"."name" = v.name AND "branches"."latitude" IS NULL;
