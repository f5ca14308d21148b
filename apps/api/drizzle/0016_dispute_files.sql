CREATE TABLE "dispute_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"dispute_id" uuid NOT NULL,
	"step_id" uuid NOT NULL,
	"file_id" uuid NOT NULL,
	"name" text NOT NULL,
	"content_type" text NOT NULL,
	"byte_size" integer NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "dispute_steps" DROP CONSTRAINT "dispute_steps_kind_check";--> statement-breakpoint
ALTER TABLE "dispute_files" ADD CONSTRAINT "dispute_files_dispute_id_disputes_id_fk" FOREIGN KEY ("dispute_id") REFERENCES "public"."disputes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispute_files" ADD CONSTRAINT "dispute_files_step_id_dispute_steps_id_fk" FOREIGN KEY ("step_id") REFERENCES "public"."dispute_steps"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispute_files" ADD CONSTRAINT "dispute_files_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dispute_files_dispute_idx" ON "dispute_files" USING btree ("dispute_id","step_id","position");--> statement-breakpoint
ALTER TABLE "dispute_steps" ADD CONSTRAINT "dispute_steps_kind_check" CHECK ("dispute_steps"."kind" in ('opened', 'responded', 'settlement_proposed', 'settlement_accepted', 'mediation_requested', 'decided', 'granted_no_response', 'withdrawn', 'files_added'));