CREATE TABLE "dispute_settlements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"dispute_id" uuid NOT NULL,
	"proposed_by" text NOT NULL,
	"release_cents" bigint NOT NULL,
	"refund_cents" bigint NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dispute_settlements_status_check" CHECK ("dispute_settlements"."status" in ('pending', 'accepted', 'declined', 'superseded')),
	CONSTRAINT "dispute_settlements_side_check" CHECK ("dispute_settlements"."proposed_by" in ('client', 'freelancer'))
);
--> statement-breakpoint
CREATE TABLE "dispute_steps" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"dispute_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"actor_id" uuid,
	"statement" text,
	"release_cents" bigint,
	"refund_cents" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dispute_steps_kind_check" CHECK ("dispute_steps"."kind" in ('opened', 'responded', 'settlement_proposed', 'settlement_accepted', 'mediation_requested', 'decided', 'granted_no_response', 'withdrawn'))
);
--> statement-breakpoint
CREATE TABLE "disputes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contract_id" uuid NOT NULL,
	"milestone_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"freelancer_id" uuid NOT NULL,
	"contract_title" text NOT NULL,
	"milestone_title" text NOT NULL,
	"opened_by" uuid NOT NULL,
	"opener_side" text NOT NULL,
	"status" text DEFAULT 'awaiting_response' NOT NULL,
	"reason" text NOT NULL,
	"request_release_cents" bigint NOT NULL,
	"held_cents" bigint NOT NULL,
	"currency" text NOT NULL,
	"response_due_at" timestamp with time zone NOT NULL,
	"mediation_due_at" timestamp with time zone,
	"auto_release_left_ms" bigint,
	"outcome_release_cents" bigint,
	"outcome_by" text,
	"outcome_actor_id" uuid,
	"outcome_settlement_id" uuid,
	"decision_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "disputes_status_check" CHECK ("disputes"."status" in ('awaiting_response', 'open', 'in_mediation', 'settled', 'withdrawn')),
	CONSTRAINT "disputes_reason_check" CHECK ("disputes"."reason" in ('not_delivered', 'not_as_agreed', 'missed_deadline', 'not_released', 'client_unresponsive', 'scope_changed', 'other')),
	CONSTRAINT "disputes_side_check" CHECK ("disputes"."opener_side" in ('client', 'freelancer')),
	CONSTRAINT "disputes_request_check" CHECK ("disputes"."request_release_cents" between 0 and "disputes"."held_cents")
);
--> statement-breakpoint
ALTER TABLE "milestones" DROP CONSTRAINT "milestones_status_check";--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_kind_check";--> statement-breakpoint
ALTER TABLE "dispute_settlements" ADD CONSTRAINT "dispute_settlements_dispute_id_disputes_id_fk" FOREIGN KEY ("dispute_id") REFERENCES "public"."disputes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispute_steps" ADD CONSTRAINT "dispute_steps_dispute_id_disputes_id_fk" FOREIGN KEY ("dispute_id") REFERENCES "public"."disputes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dispute_steps" ADD CONSTRAINT "dispute_steps_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_milestone_id_milestones_id_fk" FOREIGN KEY ("milestone_id") REFERENCES "public"."milestones"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_freelancer_id_users_id_fk" FOREIGN KEY ("freelancer_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_opened_by_users_id_fk" FOREIGN KEY ("opened_by") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_outcome_actor_id_users_id_fk" FOREIGN KEY ("outcome_actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dispute_settlements_dispute_idx" ON "dispute_settlements" USING btree ("dispute_id");--> statement-breakpoint
CREATE INDEX "dispute_steps_dispute_idx" ON "dispute_steps" USING btree ("dispute_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "disputes_active_milestone_idx" ON "disputes" USING btree ("milestone_id") WHERE "disputes"."status" in ('awaiting_response', 'open', 'in_mediation');--> statement-breakpoint
CREATE INDEX "disputes_contract_idx" ON "disputes" USING btree ("contract_id");--> statement-breakpoint
CREATE INDEX "disputes_client_idx" ON "disputes" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "disputes_freelancer_idx" ON "disputes" USING btree ("freelancer_id");--> statement-breakpoint
ALTER TABLE "milestones" ADD CONSTRAINT "milestones_status_check" CHECK ("milestones"."status" in ('pending', 'funded', 'submitted', 'changes_requested', 'released', 'refunded', 'cancelled', 'proposed', 'declined', 'split'));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_kind_check" CHECK ("payments"."kind" in ('charge', 'payout', 'refund', 'settlement_refund'));