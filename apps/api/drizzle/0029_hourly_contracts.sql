CREATE TABLE "hourly_charges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contract_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"milestone_id" uuid,
	"week" date,
	"total_minutes" integer,
	"billable_minutes" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hourly_charges_kind_check" CHECK ("hourly_charges"."kind" in ('week', 'bonus'))
);
--> statement-breakpoint
CREATE TABLE "time_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contract_id" uuid NOT NULL,
	"freelancer_id" uuid NOT NULL,
	"week" date NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"minutes" integer DEFAULT 0 NOT NULL,
	"memo" text DEFAULT '' NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "time_entries_source_check" CHECK ("time_entries"."source" in ('timer', 'manual')),
	CONSTRAINT "time_entries_minutes_check" CHECK ("time_entries"."minutes" >= 0 and "time_entries"."minutes" % 10 = 0)
);
--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "type" text DEFAULT 'fixed' NOT NULL;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "hourly_rate_cents" bigint;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "weekly_limit_hours" integer;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "payment_method" text;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "paused_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "type" text DEFAULT 'fixed' NOT NULL;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "hourly_rate_cents" bigint;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "weekly_limit_hours" integer;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "payment_method" text;--> statement-breakpoint
ALTER TABLE "hourly_charges" ADD CONSTRAINT "hourly_charges_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hourly_charges" ADD CONSTRAINT "hourly_charges_milestone_id_milestones_id_fk" FOREIGN KEY ("milestone_id") REFERENCES "public"."milestones"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_entries" ADD CONSTRAINT "time_entries_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_entries" ADD CONSTRAINT "time_entries_freelancer_id_users_id_fk" FOREIGN KEY ("freelancer_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "hourly_charges_week_idx" ON "hourly_charges" USING btree ("contract_id","week") WHERE "hourly_charges"."kind" = 'week';--> statement-breakpoint
CREATE UNIQUE INDEX "hourly_charges_milestone_idx" ON "hourly_charges" USING btree ("milestone_id");--> statement-breakpoint
CREATE UNIQUE INDEX "time_entries_running_idx" ON "time_entries" USING btree ("freelancer_id") WHERE "time_entries"."ended_at" is null;--> statement-breakpoint
CREATE INDEX "time_entries_contract_week_idx" ON "time_entries" USING btree ("contract_id","week","started_at");--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_type_check" CHECK ("contracts"."type" in ('fixed', 'hourly'));--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_hourly_check" CHECK (("contracts"."type" = 'hourly' and "contracts"."hourly_rate_cents" > 0 and coalesce("contracts"."weekly_limit_hours", 1) > 0)
    or ("contracts"."type" = 'fixed' and "contracts"."hourly_rate_cents" is null and "contracts"."weekly_limit_hours" is null));--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_type_check" CHECK ("offers"."type" in ('fixed', 'hourly'));--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_hourly_check" CHECK (("offers"."type" = 'hourly' and "offers"."hourly_rate_cents" > 0 and coalesce("offers"."weekly_limit_hours", 1) > 0)
    or ("offers"."type" = 'fixed' and "offers"."hourly_rate_cents" is null and "offers"."weekly_limit_hours" is null));