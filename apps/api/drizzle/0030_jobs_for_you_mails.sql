CREATE TABLE "jobs_for_you_mails" (
	"freelancer_id" uuid PRIMARY KEY NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "jobs_for_you_mails" ADD CONSTRAINT "jobs_for_you_mails_freelancer_id_users_id_fk" FOREIGN KEY ("freelancer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Freelancers findable before this change are enrolled here (later ones when they save a profile),
-- their first mails spread over the coming week, each with its first outbox timer (ADR 041).
INSERT INTO "jobs_for_you_mails" ("freelancer_id", "due_at")
  SELECT "user_id", now() + random() * interval '7 days' FROM "talent_search"
  ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "events" ("type", "subject", "payload", "available_at")
  SELECT 'matching.jobs_for_you_due', 'timer:jobs-for-you:' || "freelancer_id",
    jsonb_build_object('freelancerId', "freelancer_id"), "due_at"
  FROM "jobs_for_you_mails";
