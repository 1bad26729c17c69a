CREATE TABLE "exchange_rates" (
	"currency" text PRIMARY KEY NOT NULL,
	"inr_per_unit" numeric(14, 6) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exchange_rates_positive" CHECK ("exchange_rates"."inr_per_unit" > 0)
);
--> statement-breakpoint
ALTER TABLE "gst_documents" ADD COLUMN "foreign_payment" jsonb;--> statement-breakpoint
ALTER TABLE "journal_entries" ADD COLUMN "currency" text;--> statement-breakpoint
ALTER TABLE "journal_entries" ADD COLUMN "foreign_minor" bigint;--> statement-breakpoint
ALTER TABLE "journal_entries" ADD COLUMN "inr_per_unit" numeric(14, 6);--> statement-breakpoint
ALTER TABLE "journal_entries" ADD CONSTRAINT "journal_entries_foreign_complete" CHECK (("journal_entries"."currency" IS NULL) = ("journal_entries"."foreign_minor" IS NULL) AND ("journal_entries"."currency" IS NULL) = ("journal_entries"."inr_per_unit" IS NULL));