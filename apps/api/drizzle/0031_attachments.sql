ALTER TABLE "milestones" ADD COLUMN "submission_links" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "purpose" text;--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "attached_to" uuid;--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "attached_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "files_attached_idx" ON "files" USING btree ("purpose","attached_to","created_at");--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_purpose_check" CHECK ("files"."purpose" is null or "files"."purpose" in ('job', 'proposal', 'submission'));--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_attached_check" CHECK ("files"."attached_to" is null or "files"."purpose" is not null);