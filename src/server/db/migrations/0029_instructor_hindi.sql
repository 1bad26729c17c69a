ALTER TABLE "instructors" ADD COLUMN "display_name_hi" text;--> statement-breakpoint
ALTER TABLE "instructors" ADD COLUMN "bio_hi" text;