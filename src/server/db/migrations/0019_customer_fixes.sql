ALTER TABLE "referral_credits" ADD COLUMN "earned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "referral_credits" ADD COLUMN "friend_email" text;--> statement-breakpoint
ALTER TABLE "referral_credits" ADD COLUMN "friend_mobile" text;--> statement-breakpoint
CREATE UNIQUE INDEX "referral_credits_once_per_email" ON "referral_credits" USING btree ("user_id","friend_email");--> statement-breakpoint
CREATE UNIQUE INDEX "referral_credits_once_per_mobile" ON "referral_credits" USING btree ("user_id","friend_mobile");
--> statement-breakpoint
-- Credits granted before issue 21 stay usable: they count as earned when they were made.
UPDATE "referral_credits" SET "earned_at" = "created_at";
