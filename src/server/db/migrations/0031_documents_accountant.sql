CREATE TABLE "customer_billing_addresses" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"street" text NOT NULL,
	"city" text NOT NULL,
	"state_code" text NOT NULL,
	"pincode" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_billing_addresses_state_code" CHECK ("customer_billing_addresses"."state_code" ~ '^[0-9]{2}$'),
	CONSTRAINT "customer_billing_addresses_pincode" CHECK ("customer_billing_addresses"."pincode" ~ '^[1-9][0-9]{5}$')
);
--> statement-breakpoint
ALTER TABLE "customer_gst_details" ADD COLUMN "address_street" text;--> statement-breakpoint
ALTER TABLE "customer_gst_details" ADD COLUMN "address_city" text;--> statement-breakpoint
ALTER TABLE "customer_gst_details" ADD COLUMN "address_state_code" text;--> statement-breakpoint
ALTER TABLE "customer_gst_details" ADD COLUMN "address_pincode" text;--> statement-breakpoint
ALTER TABLE "gst_documents" ADD COLUMN "deposit_applied_paise" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "gst_documents" ADD COLUMN "balance_paise" bigint;--> statement-breakpoint
ALTER TABLE "gst_documents" ADD COLUMN "rental" jsonb;--> statement-breakpoint
ALTER TABLE "customer_billing_addresses" ADD CONSTRAINT "customer_billing_addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_gst_details" ADD CONSTRAINT "customer_gst_details_address_whole" CHECK (("customer_gst_details"."address_street" IS NULL AND "customer_gst_details"."address_city" IS NULL AND "customer_gst_details"."address_state_code" IS NULL AND "customer_gst_details"."address_pincode" IS NULL) OR ("customer_gst_details"."address_street" IS NOT NULL AND "customer_gst_details"."address_city" IS NOT NULL AND "customer_gst_details"."address_state_code" = substr("customer_gst_details"."gstin", 1, 2) AND "customer_gst_details"."address_pincode" ~ '^[1-9][0-9]{5}$'));