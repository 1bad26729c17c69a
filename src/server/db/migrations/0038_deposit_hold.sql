ALTER TABLE "branches" ADD COLUMN "deposit_hold_days" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "held_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "released_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "payments_deposit_release_idx" ON "payments" USING btree ("held_until") WHERE "payments"."released_at" IS NULL AND "payments"."held_until" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "branches" ADD CONSTRAINT "branches_deposit_hold_valid" CHECK ("branches"."deposit_hold_days" BETWEEN 0 AND 60);