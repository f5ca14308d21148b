ALTER TABLE "contracts" ADD COLUMN "pause_reason" text;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "resumed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_pause_reason_check" CHECK ("contracts"."pause_reason" in ('card_refused', 'idle'));--> statement-breakpoint
-- Every pause before this migration was a refused card (ADR 037).
UPDATE "contracts" SET "pause_reason" = 'card_refused' WHERE "paused_at" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_pause_check" CHECK (("contracts"."paused_at" is null) = ("contracts"."pause_reason" is null));