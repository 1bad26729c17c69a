DROP INDEX "customer_messages_once";--> statement-breakpoint
ALTER TABLE "customer_messages" ADD COLUMN "subject_id" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "customer_messages_once" ON "customer_messages" USING btree ("booking_id","kind","channel","subject_id");