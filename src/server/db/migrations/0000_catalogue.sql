CREATE TABLE "accessories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "accessories_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "amenities" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "amenities_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"car_id" integer NOT NULL,
	"rate_package_id" integer NOT NULL,
	"pickup_at" timestamp with time zone NOT NULL,
	"drop_at" timestamp with time zone NOT NULL,
	"trip_type" text NOT NULL,
	"pickup_drop_option_id" integer,
	"status" text DEFAULT 'pending_payment' NOT NULL,
	"hold_expires_at" timestamp with time zone,
	"rent_paise" integer NOT NULL,
	"deposit_paise" integer NOT NULL,
	"pickup_drop_paise" integer DEFAULT 0 NOT NULL,
	"total_paise" integer NOT NULL,
	"km_included" integer NOT NULL,
	"extra_km_rate_paise" integer NOT NULL,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "bookings_period_valid" CHECK ("bookings"."drop_at" > "bookings"."pickup_at")
);
--> statement-breakpoint
CREATE TABLE "branches" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"city_index" smallint NOT NULL,
	CONSTRAINT "branches_name_unique" UNIQUE("name"),
	CONSTRAINT "branches_city_index_unique" UNIQUE("city_index")
);
--> statement-breakpoint
CREATE TABLE "cancellation_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"min_hours_before_start" integer NOT NULL,
	"max_hours_before_start" integer,
	"deduction_percent" smallint NOT NULL,
	CONSTRAINT "cancellation_rules_percent" CHECK ("cancellation_rules"."deduction_percent" BETWEEN 0 AND 100),
	CONSTRAINT "cancellation_rules_band" CHECK ("cancellation_rules"."max_hours_before_start" IS NULL OR "cancellation_rules"."max_hours_before_start" > "cancellation_rules"."min_hours_before_start")
);
--> statement-breakpoint
CREATE TABLE "car_accessories" (
	"car_id" integer NOT NULL,
	"accessory_id" integer NOT NULL,
	CONSTRAINT "car_accessories_car_id_accessory_id_pk" PRIMARY KEY("car_id","accessory_id")
);
--> statement-breakpoint
CREATE TABLE "car_amenities" (
	"car_id" integer NOT NULL,
	"amenity_id" integer NOT NULL,
	CONSTRAINT "car_amenities_car_id_amenity_id_pk" PRIMARY KEY("car_id","amenity_id")
);
--> statement-breakpoint
CREATE TABLE "car_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "car_categories_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "car_subcategories" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cars" (
	"id" serial PRIMARY KEY NOT NULL,
	"branch_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"subcategory_id" integer,
	"brand_name" text NOT NULL,
	"model_name" text NOT NULL,
	"title" text NOT NULL,
	"image_url" text NOT NULL,
	"fuel_type" text NOT NULL,
	"transmission" text NOT NULL,
	"seats" smallint NOT NULL,
	"car_number" text NOT NULL,
	"short_description" text NOT NULL,
	"security_deposit_paise" integer NOT NULL,
	"outstation_security_deposit_paise" integer NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cars_car_number_unique" UNIQUE("car_number"),
	CONSTRAINT "cars_seats_positive" CHECK ("cars"."seats" > 0),
	CONSTRAINT "cars_deposits_non_negative" CHECK ("cars"."security_deposit_paise" >= 0 AND "cars"."outstation_security_deposit_paise" >= 0)
);
--> statement-breakpoint
CREATE TABLE "pickup_drop_options" (
	"id" serial PRIMARY KEY NOT NULL,
	"branch_id" integer NOT NULL,
	"name" text NOT NULL,
	"rate_paise" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_packages" (
	"id" serial PRIMARY KEY NOT NULL,
	"car_id" integer NOT NULL,
	"type" text NOT NULL,
	"rate_per_hour_paise" integer NOT NULL,
	"actual_rate_per_hour_paise" integer NOT NULL,
	"km_per_hour" integer NOT NULL,
	"extra_km_rate_paise" integer NOT NULL,
	"extend_rate_per_hour_paise" integer NOT NULL,
	CONSTRAINT "rate_packages_positive" CHECK ("rate_packages"."rate_per_hour_paise" > 0 AND "rate_packages"."km_per_hour" >= 0)
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"role" text DEFAULT 'customer' NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"mobile" text,
	"password_hash" text,
	"gender" text,
	"address" text,
	"email_verified" boolean DEFAULT false NOT NULL,
	"mobile_verified" boolean DEFAULT false NOT NULL,
	"id_verified" boolean DEFAULT false NOT NULL,
	"referral_code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_login_at" timestamp with time zone,
	CONSTRAINT "users_email_unique" UNIQUE("email"),
	CONSTRAINT "users_mobile_unique" UNIQUE("mobile"),
	CONSTRAINT "users_referral_code_unique" UNIQUE("referral_code")
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_rate_package_id_rate_packages_id_fk" FOREIGN KEY ("rate_package_id") REFERENCES "public"."rate_packages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_pickup_drop_option_id_pickup_drop_options_id_fk" FOREIGN KEY ("pickup_drop_option_id") REFERENCES "public"."pickup_drop_options"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "car_accessories" ADD CONSTRAINT "car_accessories_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "car_accessories" ADD CONSTRAINT "car_accessories_accessory_id_accessories_id_fk" FOREIGN KEY ("accessory_id") REFERENCES "public"."accessories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "car_amenities" ADD CONSTRAINT "car_amenities_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "car_amenities" ADD CONSTRAINT "car_amenities_amenity_id_amenities_id_fk" FOREIGN KEY ("amenity_id") REFERENCES "public"."amenities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "car_subcategories" ADD CONSTRAINT "car_subcategories_category_id_car_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."car_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cars" ADD CONSTRAINT "cars_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cars" ADD CONSTRAINT "cars_category_id_car_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."car_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cars" ADD CONSTRAINT "cars_subcategory_id_car_subcategories_id_fk" FOREIGN KEY ("subcategory_id") REFERENCES "public"."car_subcategories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pickup_drop_options" ADD CONSTRAINT "pickup_drop_options_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rate_packages" ADD CONSTRAINT "rate_packages_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_user_idx" ON "bookings" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_user_idempotency" ON "bookings" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "car_subcategories_category_name" ON "car_subcategories" USING btree ("category_id","name");--> statement-breakpoint
CREATE INDEX "cars_branch_idx" ON "cars" USING btree ("branch_id");--> statement-breakpoint
CREATE INDEX "cars_category_idx" ON "cars" USING btree ("category_id","subcategory_id");--> statement-breakpoint
CREATE INDEX "rate_packages_car_idx" ON "rate_packages" USING btree ("car_id","rate_per_hour_paise");