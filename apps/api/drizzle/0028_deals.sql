ALTER TABLE "jobs" ADD COLUMN "questions" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "hires_needed" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "hires" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "proposals" ADD COLUMN "answers" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_hires_check" CHECK ("jobs"."hires_needed" >= 1 and "jobs"."hires" >= 0);--> statement-breakpoint
-- Jobs hired for before issue 32 count their hired proposals.
UPDATE "jobs" SET "hires" = (SELECT count(*)::int FROM "proposals" WHERE "proposals"."job_id" = "jobs"."id" AND "proposals"."status" = 'hired');
