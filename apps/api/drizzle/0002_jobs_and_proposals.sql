CREATE TABLE "job_skills" (
	"job_id" uuid NOT NULL,
	"skill_id" uuid NOT NULL,
	CONSTRAINT "job_skills_job_id_skill_id_pk" PRIMARY KEY("job_id","skill_id")
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"category_id" uuid NOT NULL,
	"budget_type" text NOT NULL,
	"budget_min_cents" integer NOT NULL,
	"budget_max_cents" integer NOT NULL,
	"experience_level" text NOT NULL,
	"duration" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"is_listed" boolean DEFAULT true NOT NULL,
	"skill_names" text DEFAULT '' NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', "jobs"."title"), 'A') || setweight(to_tsvector('english', "jobs"."skill_names"), 'B') || setweight(to_tsvector('english', "jobs"."description"), 'C')) STORED NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "jobs_status_check" CHECK ("jobs"."status" in ('draft', 'open', 'closed')),
	CONSTRAINT "jobs_budget_type_check" CHECK ("jobs"."budget_type" in ('fixed', 'hourly')),
	CONSTRAINT "jobs_experience_level_check" CHECK ("jobs"."experience_level" in ('entry', 'intermediate', 'expert')),
	CONSTRAINT "jobs_duration_check" CHECK ("jobs"."duration" in ('less_than_1_month', '1_to_3_months', '3_to_6_months', 'more_than_6_months')),
	CONSTRAINT "jobs_budget_check" CHECK ("jobs"."budget_min_cents" > 0 and "jobs"."budget_min_cents" <= "jobs"."budget_max_cents" and ("jobs"."budget_type" = 'hourly' or "jobs"."budget_min_cents" = "jobs"."budget_max_cents")),
	CONSTRAINT "jobs_published_check" CHECK ("jobs"."status" = 'draft' or "jobs"."published_at" is not null)
);
--> statement-breakpoint
CREATE TABLE "proposals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"job_id" uuid NOT NULL,
	"freelancer_id" uuid NOT NULL,
	"cover_letter" text NOT NULL,
	"bid_cents" integer NOT NULL,
	"duration" text NOT NULL,
	"status" text DEFAULT 'submitted' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "proposals_status_check" CHECK ("proposals"."status" in ('submitted', 'shortlisted', 'declined', 'withdrawn')),
	CONSTRAINT "proposals_duration_check" CHECK ("proposals"."duration" in ('less_than_1_month', '1_to_3_months', '3_to_6_months', 'more_than_6_months')),
	CONSTRAINT "proposals_bid_check" CHECK ("proposals"."bid_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "saved_jobs" (
	"freelancer_id" uuid NOT NULL,
	"job_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_jobs_freelancer_id_job_id_pk" PRIMARY KEY("freelancer_id","job_id")
);
--> statement-breakpoint
ALTER TABLE "job_skills" ADD CONSTRAINT "job_skills_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_skills" ADD CONSTRAINT "job_skills_skill_id_skills_id_fk" FOREIGN KEY ("skill_id") REFERENCES "public"."skills"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposals" ADD CONSTRAINT "proposals_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposals" ADD CONSTRAINT "proposals_freelancer_id_users_id_fk" FOREIGN KEY ("freelancer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_jobs" ADD CONSTRAINT "saved_jobs_freelancer_id_users_id_fk" FOREIGN KEY ("freelancer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_jobs" ADD CONSTRAINT "saved_jobs_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_skills_skill_idx" ON "job_skills" USING btree ("skill_id","job_id");--> statement-breakpoint
CREATE INDEX "jobs_search_idx" ON "jobs" USING gin ("search");--> statement-breakpoint
CREATE INDEX "jobs_public_newest_idx" ON "jobs" USING btree ("published_at","id","category_id","budget_type","budget_min_cents","budget_max_cents","experience_level") WHERE "jobs"."status" = 'open' and "jobs"."is_listed";--> statement-breakpoint
CREATE INDEX "jobs_public_category_idx" ON "jobs" USING btree ("category_id","published_at","id") WHERE "jobs"."status" = 'open' and "jobs"."is_listed";--> statement-breakpoint
CREATE INDEX "jobs_public_budget_idx" ON "jobs" USING btree ("budget_max_cents","published_at","id","category_id","budget_type","budget_min_cents","experience_level") WHERE "jobs"."status" = 'open' and "jobs"."is_listed";--> statement-breakpoint
CREATE INDEX "jobs_client_created_idx" ON "jobs" USING btree ("client_id","created_at","id");--> statement-breakpoint
CREATE INDEX "jobs_created_idx" ON "jobs" USING btree ("created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "proposals_job_freelancer_idx" ON "proposals" USING btree ("job_id","freelancer_id");--> statement-breakpoint
CREATE INDEX "proposals_freelancer_created_idx" ON "proposals" USING btree ("freelancer_id","created_at");--> statement-breakpoint
CREATE INDEX "saved_jobs_freelancer_created_idx" ON "saved_jobs" USING btree ("freelancer_id","created_at");