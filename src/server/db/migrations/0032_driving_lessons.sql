CREATE TABLE "driving_lessons" (
	"id" serial PRIMARY KEY NOT NULL,
	"branch_id" integer NOT NULL,
	"package_id" integer NOT NULL,
	"learner_id" integer NOT NULL,
	"instructor_id" integer NOT NULL,
	"car_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'booked' NOT NULL,
	"created_by" integer,
	"cancelled_at" timestamp with time zone,
	"cancelled_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "driving_lessons_period" CHECK ("driving_lessons"."starts_at" < "driving_lessons"."ends_at"),
	CONSTRAINT "driving_lessons_cancelled" CHECK (("driving_lessons"."status" = 'cancelled') = ("driving_lessons"."cancelled_at" IS NOT NULL))
);
--> statement-breakpoint
CREATE TABLE "instructor_hours" (
	"instructor_id" integer NOT NULL,
	"weekday" smallint NOT NULL,
	"start_minute" smallint NOT NULL,
	"end_minute" smallint NOT NULL,
	CONSTRAINT "instructor_hours_instructor_id_weekday_pk" PRIMARY KEY("instructor_id","weekday"),
	CONSTRAINT "instructor_hours_span" CHECK ("instructor_hours"."weekday" BETWEEN 1 AND 7 AND "instructor_hours"."start_minute" >= 0
        AND "instructor_hours"."end_minute" <= 1440 AND "instructor_hours"."start_minute" < "instructor_hours"."end_minute")
);
--> statement-breakpoint
CREATE TABLE "instructor_leave" (
	"id" serial PRIMARY KEY NOT NULL,
	"instructor_id" integer NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "instructor_leave_dates" CHECK ("instructor_leave"."starts_on" <= "instructor_leave"."ends_on")
);
--> statement-breakpoint
CREATE TABLE "lesson_packages" (
	"id" serial PRIMARY KEY NOT NULL,
	"branch_id" integer NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"title_hi" text NOT NULL,
	"sessions" smallint NOT NULL,
	"session_minutes" smallint NOT NULL,
	"validity_days" smallint NOT NULL,
	"theory_hours" smallint DEFAULT 0 NOT NULL,
	"price_paise" integer NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lesson_packages_shape" CHECK ("lesson_packages"."sessions" BETWEEN 1 AND 60 AND "lesson_packages"."session_minutes" BETWEEN 30 AND 120
        AND "lesson_packages"."validity_days" BETWEEN 1 AND 365 AND "lesson_packages"."theory_hours" BETWEEN 0 AND 40
        AND "lesson_packages"."price_paise" >= 0)
);
--> statement-breakpoint
CREATE TABLE "practical_instructors" (
	"instructor_id" integer PRIMARY KEY NOT NULL,
	"branch_id" integer NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "is_training_car" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "driving_lessons" ADD CONSTRAINT "driving_lessons_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driving_lessons" ADD CONSTRAINT "driving_lessons_package_id_lesson_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."lesson_packages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driving_lessons" ADD CONSTRAINT "driving_lessons_learner_id_users_id_fk" FOREIGN KEY ("learner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driving_lessons" ADD CONSTRAINT "driving_lessons_instructor_id_practical_instructors_instructor_id_fk" FOREIGN KEY ("instructor_id") REFERENCES "public"."practical_instructors"("instructor_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driving_lessons" ADD CONSTRAINT "driving_lessons_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driving_lessons" ADD CONSTRAINT "driving_lessons_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driving_lessons" ADD CONSTRAINT "driving_lessons_cancelled_by_users_id_fk" FOREIGN KEY ("cancelled_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instructor_hours" ADD CONSTRAINT "instructor_hours_instructor_id_practical_instructors_instructor_id_fk" FOREIGN KEY ("instructor_id") REFERENCES "public"."practical_instructors"("instructor_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instructor_leave" ADD CONSTRAINT "instructor_leave_instructor_id_practical_instructors_instructor_id_fk" FOREIGN KEY ("instructor_id") REFERENCES "public"."practical_instructors"("instructor_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_packages" ADD CONSTRAINT "lesson_packages_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practical_instructors" ADD CONSTRAINT "practical_instructors_instructor_id_instructors_user_id_fk" FOREIGN KEY ("instructor_id") REFERENCES "public"."instructors"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "practical_instructors" ADD CONSTRAINT "practical_instructors_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "driving_lessons_branch_start_idx" ON "driving_lessons" USING btree ("branch_id","starts_at");--> statement-breakpoint
CREATE INDEX "driving_lessons_learner_idx" ON "driving_lessons" USING btree ("learner_id","starts_at");--> statement-breakpoint
CREATE INDEX "instructor_leave_instructor_idx" ON "instructor_leave" USING btree ("instructor_id","starts_on");--> statement-breakpoint
CREATE INDEX "lesson_packages_branch_idx" ON "lesson_packages" USING btree ("branch_id");