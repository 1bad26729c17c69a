CREATE TABLE "coupon_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coupon_redemptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"coupon_id" integer NOT NULL,
	"booking_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"discount_paise" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupon_redemptions_discount" CHECK ("coupon_redemptions"."discount_paise" > 0)
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"description_hi" text DEFAULT '' NOT NULL,
	"kind" text NOT NULL,
	"percent" smallint,
	"amount_paise" integer,
	"max_discount_paise" integer,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"branch_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"category_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"min_trip_hours" smallint,
	"max_uses" integer,
	"max_uses_per_customer" integer DEFAULT 1 NOT NULL,
	"first_booking_only" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupons_code_upper" CHECK ("coupons"."code" = upper("coupons"."code") AND length("coupons"."code") BETWEEN 3 AND 20),
	CONSTRAINT "coupons_dates" CHECK ("coupons"."ends_on" >= "coupons"."starts_on"),
	CONSTRAINT "coupons_value" CHECK (CASE "coupons"."kind" WHEN 'percent' THEN "coupons"."percent" BETWEEN 1 AND 100 AND "coupons"."amount_paise" IS NULL ELSE "coupons"."amount_paise" > 0 AND "coupons"."percent" IS NULL END),
	CONSTRAINT "coupons_limits" CHECK (("coupons"."max_uses" IS NULL OR "coupons"."max_uses" > 0) AND "coupons"."max_uses_per_customer" > 0 AND ("coupons"."max_discount_paise" IS NULL OR "coupons"."max_discount_paise" > 0))
);
--> statement-breakpoint
CREATE TABLE "rate_seasons" (
	"id" serial PRIMARY KEY NOT NULL,
	"branch_id" integer NOT NULL,
	"category_id" integer,
	"car_id" integer,
	"name" text NOT NULL,
	"name_hi" text NOT NULL,
	"starts_on" date,
	"ends_on" date,
	"kind" text NOT NULL,
	"weekday_value" integer NOT NULL,
	"weekend_value" integer NOT NULL,
	"min_trip_hours" smallint,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rate_seasons_dates" CHECK (("rate_seasons"."starts_on" IS NULL) = ("rate_seasons"."ends_on" IS NULL) AND ("rate_seasons"."ends_on" IS NULL OR "rate_seasons"."ends_on" >= "rate_seasons"."starts_on")),
	CONSTRAINT "rate_seasons_scope" CHECK ("rate_seasons"."car_id" IS NULL OR "rate_seasons"."category_id" IS NULL),
	CONSTRAINT "rate_seasons_values" CHECK (CASE "rate_seasons"."kind" WHEN 'percent' THEN "rate_seasons"."weekday_value" BETWEEN -90 AND 500 AND "rate_seasons"."weekend_value" BETWEEN -90 AND 500 ELSE "rate_seasons"."weekday_value" > 0 AND "rate_seasons"."weekend_value" > 0 END),
	CONSTRAINT "rate_seasons_min_trip" CHECK ("rate_seasons"."min_trip_hours" IS NULL OR "rate_seasons"."min_trip_hours" BETWEEN 1 AND 720)
);
--> statement-breakpoint
CREATE TABLE "car_reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"car_id" integer NOT NULL,
	"branch_id" integer NOT NULL,
	"car_rating" smallint NOT NULL,
	"branch_rating" smallint NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"trip_month" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"hidden_at" timestamp with time zone,
	"hidden_by" integer,
	"hidden_reason" text,
	"reply" text,
	"replied_at" timestamp with time zone,
	"replied_by" integer,
	CONSTRAINT "car_reviews_ratings" CHECK ("car_reviews"."car_rating" BETWEEN 1 AND 5 AND "car_reviews"."branch_rating" BETWEEN 1 AND 5),
	CONSTRAINT "car_reviews_hidden" CHECK (("car_reviews"."hidden_at" IS NULL) = ("car_reviews"."hidden_reason" IS NULL))
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "discount_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "rent_lines" jsonb;--> statement-breakpoint
ALTER TABLE "coupon_attempts" ADD CONSTRAINT "coupon_attempts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_seasons" ADD CONSTRAINT "rate_seasons_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_seasons" ADD CONSTRAINT "rate_seasons_category_id_car_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."car_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_seasons" ADD CONSTRAINT "rate_seasons_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_seasons" ADD CONSTRAINT "rate_seasons_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "car_reviews" ADD CONSTRAINT "car_reviews_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "car_reviews" ADD CONSTRAINT "car_reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "car_reviews" ADD CONSTRAINT "car_reviews_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "car_reviews" ADD CONSTRAINT "car_reviews_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "car_reviews" ADD CONSTRAINT "car_reviews_hidden_by_users_id_fk" FOREIGN KEY ("hidden_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "car_reviews" ADD CONSTRAINT "car_reviews_replied_by_users_id_fk" FOREIGN KEY ("replied_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "coupon_attempts_user_idx" ON "coupon_attempts" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "coupon_redemptions_booking_unique" ON "coupon_redemptions" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "coupon_redemptions_coupon_idx" ON "coupon_redemptions" USING btree ("coupon_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_code_unique" ON "coupons" USING btree ("code");--> statement-breakpoint
CREATE INDEX "rate_seasons_branch_idx" ON "rate_seasons" USING btree ("branch_id","ends_on");--> statement-breakpoint
CREATE UNIQUE INDEX "car_reviews_booking_unique" ON "car_reviews" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "car_reviews_car_idx" ON "car_reviews" USING btree ("car_id","created_at");--> statement-breakpoint
CREATE INDEX "car_reviews_branch_idx" ON "car_reviews" USING btree ("branch_id","created_at");--> statement-breakpoint
-- Hand-written (decision 0049). Two seasons of one scope (branch, category, car) never share a
-- day; a scope has at most one standing rule (no dates). The service refuses first, naming
-- the other season; these are the last word under concurrent saves.
ALTER TABLE "rate_seasons" ADD CONSTRAINT "rate_seasons_no_overlap" EXCLUDE USING gist (
  "branch_id" WITH =,
  (coalesce("category_id", 0)) WITH =,
  (coalesce("car_id", 0)) WITH =,
  daterange("starts_on", "ends_on", '[]') WITH &&
) WHERE ("starts_on" IS NOT NULL);
--> statement-breakpoint
CREATE UNIQUE INDEX "rate_seasons_one_standing" ON "rate_seasons"
  ("branch_id", (coalesce("category_id", 0)), (coalesce("car_id", 0))) WHERE "starts_on" IS NULL;
--> statement-breakpoint
-- A rate rule changes the price of every car it may cover: the availability index reads
-- everything again (its cards carry the season-priced period), as for a branch's change.
CREATE OR REPLACE FUNCTION record_season_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO availability_changes (car_id) VALUES (NULL);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER rate_seasons_record_change AFTER INSERT OR UPDATE OR DELETE ON rate_seasons
  FOR EACH STATEMENT EXECUTE FUNCTION record_season_change();
--> statement-breakpoint
-- A car's cards carry its renters' average rating: a review written, hidden or shown again
-- reads that car again.
CREATE TRIGGER car_reviews_record_car_change AFTER INSERT OR UPDATE OR DELETE ON car_reviews
  FOR EACH ROW EXECUTE FUNCTION record_car_change();
