ALTER TABLE "journal_lines" DROP CONSTRAINT "journal_lines_account_known";--> statement-breakpoint
ALTER TABLE "gst_documents" ADD COLUMN "reimbursements" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "gst_documents" ADD COLUMN "reimbursed_paise" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "trip_charges" ADD COLUMN "written_off_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "trip_charges" ADD COLUMN "written_off_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "trip_charges" ADD COLUMN "written_off_by" integer;--> statement-breakpoint
ALTER TABLE "trip_charges" ADD COLUMN "write_off_reason" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "trip_charges" ADD CONSTRAINT "trip_charges_written_off_by_users_id_fk" FOREIGN KEY ("written_off_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gst_documents" ADD CONSTRAINT "gst_documents_reimbursed_valid" CHECK ("gst_documents"."reimbursed_paise" >= 0);--> statement-breakpoint
ALTER TABLE "journal_lines" ADD CONSTRAINT "journal_lines_account_known" CHECK (account IN ('rent_revenue', 'extension_revenue', 'extra_charge_revenue', 'course_revenue', 'gst_output_cgst', 'gst_output_sgst', 'gst_output_igst', 'deposits_held', 'gateway_clearing', 'bank_upi', 'cash', 'refunds_payable', 'customer_receivables', 'pure_agent_recoveries', 'bad_debts'));--> statement-breakpoint
ALTER TABLE "trip_charges" ADD CONSTRAINT "trip_charges_written_off_valid" CHECK ("trip_charges"."written_off_paise" BETWEEN 0 AND "trip_charges"."total_paise" AND ("trip_charges"."status" = 'written_off') = ("trip_charges"."written_off_at" IS NOT NULL));