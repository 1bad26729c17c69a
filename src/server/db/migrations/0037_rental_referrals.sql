CREATE TABLE "rental_referrals" (
	"id" serial PRIMARY KEY NOT NULL,
	"referrer_id" integer NOT NULL,
	"friend_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"welcome_booking_id" integer,
	"reward_trip_id" integer,
	"reward_earned_at" timestamp with time zone,
	"reward_paise" integer NOT NULL,
	"reward_booking_id" integer,
	CONSTRAINT "rental_referrals_not_self" CHECK ("rental_referrals"."referrer_id" <> "rental_referrals"."friend_id"),
	CONSTRAINT "rental_referrals_reward" CHECK ("rental_referrals"."reward_paise" > 0),
	CONSTRAINT "rental_referrals_reward_earned" CHECK ("rental_referrals"."reward_booking_id" IS NULL OR "rental_referrals"."reward_earned_at" IS NOT NULL)
);
--> statement-breakpoint
ALTER TABLE "rental_referrals" ADD CONSTRAINT "rental_referrals_referrer_id_users_id_fk" FOREIGN KEY ("referrer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_referrals" ADD CONSTRAINT "rental_referrals_friend_id_users_id_fk" FOREIGN KEY ("friend_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_referrals" ADD CONSTRAINT "rental_referrals_welcome_booking_id_bookings_id_fk" FOREIGN KEY ("welcome_booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_referrals" ADD CONSTRAINT "rental_referrals_reward_trip_id_bookings_id_fk" FOREIGN KEY ("reward_trip_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_referrals" ADD CONSTRAINT "rental_referrals_reward_booking_id_bookings_id_fk" FOREIGN KEY ("reward_booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "rental_referrals_friend_unique" ON "rental_referrals" USING btree ("friend_id");--> statement-breakpoint
CREATE INDEX "rental_referrals_referrer_idx" ON "rental_referrals" USING btree ("referrer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "rental_referrals_welcome_booking_unique" ON "rental_referrals" USING btree ("welcome_booking_id");--> statement-breakpoint
CREATE UNIQUE INDEX "rental_referrals_reward_booking_unique" ON "rental_referrals" USING btree ("reward_booking_id");