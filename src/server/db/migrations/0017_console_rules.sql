ALTER TABLE "users" DROP CONSTRAINT "users_staff_branch";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "deactivated_by" integer;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_deactivated_by_users_id_fk" FOREIGN KEY ("deactivated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_staff_branch" CHECK ("users"."staff_role" IS DISTINCT FROM 'staff' AND "users"."staff_role" IS DISTINCT FROM 'manager' OR "users"."branch_id" IS NOT NULL);