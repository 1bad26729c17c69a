CREATE TABLE "course_certificates" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"user_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"learner_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "course_certificates_code_unique" UNIQUE("code")
);
--> statement-breakpoint
ALTER TABLE "bank_attempts" ADD COLUMN "question_ids" jsonb;--> statement-breakpoint
ALTER TABLE "bank_attempts" ADD COLUMN "mode" text DEFAULT 'mock' NOT NULL;--> statement-breakpoint
ALTER TABLE "bank_questions" ADD COLUMN "has_english" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "bank_questions" ADD COLUMN "prompt_hi" text;--> statement-breakpoint
ALTER TABLE "bank_questions" ADD COLUMN "options_hi" jsonb;--> statement-breakpoint
ALTER TABLE "bank_questions" ADD COLUMN "explanation_hi" text;--> statement-breakpoint
ALTER TABLE "bank_questions" ADD COLUMN "topic" text DEFAULT 'rules' NOT NULL;--> statement-breakpoint
ALTER TABLE "bank_questions" ADD COLUMN "image_url" text;--> statement-breakpoint
ALTER TABLE "course_lessons" ADD COLUMN "has_english" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "course_lessons" ADD COLUMN "title_hi" text;--> statement-breakpoint
ALTER TABLE "course_lessons" ADD COLUMN "body_html_hi" text;--> statement-breakpoint
ALTER TABLE "course_lessons" ADD COLUMN "video_url" text;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "has_english" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "title_hi" text;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "summary_hi" text;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "final_test_id" integer;--> statement-breakpoint
ALTER TABLE "lesson_views" ADD COLUMN "done_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "course_certificates" ADD CONSTRAINT "course_certificates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_certificates" ADD CONSTRAINT "course_certificates_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "course_certificates_once" ON "course_certificates" USING btree ("user_id","course_id");