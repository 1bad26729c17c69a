CREATE TABLE "lesson_certificates" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"purchase_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"learner_name" text NOT NULL,
	"package_title" text NOT NULL,
	"package_title_hi" text NOT NULL,
	"branch_name" text NOT NULL,
	"form" text NOT NULL,
	"standing_number" text,
	"practical_minutes" integer NOT NULL,
	"theory_hours" smallint NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lesson_certificates_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "lesson_readiness" (
	"purchase_id" integer PRIMARY KEY NOT NULL,
	"marked_by" integer NOT NULL,
	"marked_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lesson_skill_grades" (
	"lesson_id" integer NOT NULL,
	"skill" text NOT NULL,
	"grade" smallint NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"recorded_by" integer,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lesson_skill_grades_lesson_id_skill_pk" PRIMARY KEY("lesson_id","skill"),
	CONSTRAINT "lesson_skill_grades_grade" CHECK ("lesson_skill_grades"."grade" BETWEEN 1 AND 5)
);
--> statement-breakpoint
ALTER TABLE "branches" ADD COLUMN "driving_school_licence" text;--> statement-breakpoint
ALTER TABLE "branches" ADD COLUMN "adtc_accreditation" text;--> statement-breakpoint
ALTER TABLE "driving_lessons" ADD COLUMN "attendance_marked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "driving_lessons" ADD COLUMN "attendance_marked_by" integer;--> statement-breakpoint
ALTER TABLE "driving_lessons" ADD COLUMN "instructor_note" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "lesson_certificates" ADD CONSTRAINT "lesson_certificates_purchase_id_lesson_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."lesson_purchases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_certificates" ADD CONSTRAINT "lesson_certificates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_readiness" ADD CONSTRAINT "lesson_readiness_purchase_id_lesson_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."lesson_purchases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_readiness" ADD CONSTRAINT "lesson_readiness_marked_by_users_id_fk" FOREIGN KEY ("marked_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_skill_grades" ADD CONSTRAINT "lesson_skill_grades_lesson_id_driving_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."driving_lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_skill_grades" ADD CONSTRAINT "lesson_skill_grades_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "lesson_certificates_purchase_once" ON "lesson_certificates" USING btree ("purchase_id");--> statement-breakpoint
ALTER TABLE "driving_lessons" ADD CONSTRAINT "driving_lessons_attendance_marked_by_users_id_fk" FOREIGN KEY ("attendance_marked_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Lessons marked taught before attendance was recorded (none are written so, but a database may
-- hold them): their attendance counts as marked when they ended.
UPDATE "driving_lessons" SET "attendance_marked_at" = "ends_at"
WHERE "status" IN ('completed', 'no_show') AND "attendance_marked_at" IS NULL;--> statement-breakpoint
ALTER TABLE "driving_lessons" ADD CONSTRAINT "driving_lessons_attendance" CHECK (("driving_lessons"."status" IN ('completed', 'no_show')) = ("driving_lessons"."attendance_marked_at" IS NOT NULL));