CREATE TABLE "handover_damage_marks" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"stage" text NOT NULL,
	"number" smallint NOT NULL,
	"x" real NOT NULL,
	"y" real NOT NULL,
	"note" text NOT NULL,
	"photo_id" integer,
	CONSTRAINT "handover_damage_marks_x" CHECK ("handover_damage_marks"."x" BETWEEN 0 AND 1),
	CONSTRAINT "handover_damage_marks_y" CHECK ("handover_damage_marks"."y" BETWEEN 0 AND 1)
);
--> statement-breakpoint
CREATE TABLE "contact_replies" (
	"id" serial PRIMARY KEY NOT NULL,
	"message_id" integer NOT NULL,
	"body" text NOT NULL,
	"sent_by" integer NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "branch_id" integer;--> statement-breakpoint
ALTER TABLE "handover_damage_marks" ADD CONSTRAINT "handover_damage_marks_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "handover_damage_marks" ADD CONSTRAINT "handover_damage_marks_photo_id_handover_photos_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."handover_photos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_replies" ADD CONSTRAINT "contact_replies_message_id_contact_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."contact_messages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_replies" ADD CONSTRAINT "contact_replies_sent_by_users_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "handover_damage_marks_number" ON "handover_damage_marks" USING btree ("booking_id","stage","number");--> statement-breakpoint
CREATE INDEX "contact_replies_message_idx" ON "contact_replies" USING btree ("message_id","sent_at");--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;