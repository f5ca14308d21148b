ALTER TABLE "ledger_transfers" DROP CONSTRAINT "ledger_transfers_code_check";--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "pause_reason" text;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "resumed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "hourly_charges" ADD COLUMN "rest_milestone_id" uuid;--> statement-breakpoint
ALTER TABLE "hourly_charges" ADD CONSTRAINT "hourly_charges_rest_milestone_id_milestones_id_fk" FOREIGN KEY ("rest_milestone_id") REFERENCES "public"."milestones"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_pause_reason_check" CHECK ("contracts"."pause_reason" in ('card_refused', 'idle'));--> statement-breakpoint
-- Every pause before this migration was a refused card (ADR 037).
UPDATE "contracts" SET "pause_reason" = 'card_refused' WHERE "paused_at" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_pause_check" CHECK (("contracts"."paused_at" is null) = ("contracts"."pause_reason" is null));--> statement-breakpoint
ALTER TABLE "ledger_transfers" ADD CONSTRAINT "ledger_transfers_code_check" CHECK ("ledger_transfers"."code" in ('fund', 'release', 'fee', 'hold_end', 'payout', 'refund', 'payout_return', 'escrow_split'));