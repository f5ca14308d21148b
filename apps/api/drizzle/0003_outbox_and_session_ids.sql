CREATE TABLE "events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"subject" text NOT NULL,
	"payload" jsonb NOT NULL,
	"secret" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"available_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_until" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"handled_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	"last_error" text
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "id" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
CREATE INDEX "events_pending_idx" ON "events" USING btree ("available_at","id") WHERE "events"."handled_at" is null and "events"."failed_at" is null;--> statement-breakpoint
CREATE INDEX "events_pending_subject_idx" ON "events" USING btree ("subject","id") WHERE "events"."handled_at" is null and "events"."failed_at" is null;--> statement-breakpoint
CREATE INDEX "events_handled_idx" ON "events" USING btree ("handled_at") WHERE "events"."handled_at" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_id_idx" ON "sessions" USING btree ("id");