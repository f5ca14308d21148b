CREATE TABLE "stripe_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"livemode" boolean NOT NULL,
	"payload" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "milestones" DROP CONSTRAINT "milestones_status_check";--> statement-breakpoint
ALTER TABLE "jobs" ALTER COLUMN "description" SET DEFAULT '';--> statement-breakpoint
ALTER TABLE "jobs" ALTER COLUMN "category_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ALTER COLUMN "budget_type" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ALTER COLUMN "budget_min_cents" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ALTER COLUMN "budget_max_cents" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ALTER COLUMN "experience_level" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ALTER COLUMN "duration" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "milestones" ADD CONSTRAINT "milestones_status_check" CHECK ("milestones"."status" in ('pending', 'funded', 'submitted', 'changes_requested', 'released', 'refunded', 'cancelled', 'proposed', 'declined'));--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_complete_check" CHECK ("jobs"."status" = 'draft' or ("jobs"."description" <> '' and "jobs"."category_id" is not null and "jobs"."budget_type" is not null and "jobs"."budget_min_cents" is not null and "jobs"."budget_max_cents" is not null and "jobs"."experience_level" is not null and "jobs"."duration" is not null));