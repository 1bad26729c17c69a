CREATE TABLE "refund_destinations" (
	"payment_id" integer PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"upi_id" text,
	"account_name" text,
	"account_number" text,
	"ifsc" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refund_destinations_complete" CHECK (("refund_destinations"."kind" = 'upi' AND "refund_destinations"."upi_id" IS NOT NULL) OR ("refund_destinations"."kind" = 'bank' AND "refund_destinations"."account_number" IS NOT NULL AND "refund_destinations"."ifsc" ~ '^[A-Z]{4}0[A-Z0-9]{6}$'))
);
--> statement-breakpoint
ALTER TABLE "refund_destinations" ADD CONSTRAINT "refund_destinations_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;