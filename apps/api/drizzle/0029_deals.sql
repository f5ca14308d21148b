ALTER TABLE "jobs" ADD COLUMN "questions" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "proposals" ADD COLUMN "answers" jsonb DEFAULT '[]'::jsonb NOT NULL;