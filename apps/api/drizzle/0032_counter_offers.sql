ALTER TABLE "offers" DROP CONSTRAINT "offers_status_check";--> statement-breakpoint
ALTER TABLE "offers" ALTER COLUMN "proposal_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "round" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "previous_offer_id" uuid;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "first_offer_id" uuid;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "made_by" text DEFAULT 'client' NOT NULL;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "expires_at" timestamp with time zone DEFAULT now() + interval '7 days' NOT NULL;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_previous_offer_id_offers_id_fk" FOREIGN KEY ("previous_offer_id") REFERENCES "public"."offers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_first_offer_id_offers_id_fk" FOREIGN KEY ("first_offer_id") REFERENCES "public"."offers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "offers_pending_direct_idx" ON "offers" USING btree ("client_id","freelancer_id") WHERE "offers"."status" = 'pending' and "offers"."proposal_id" is null;--> statement-breakpoint
CREATE INDEX "offers_first_offer_idx" ON "offers" USING btree ("first_offer_id");--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_made_by_check" CHECK ("offers"."made_by" in ('client', 'freelancer'));--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_status_check" CHECK ("offers"."status" in ('pending', 'accepted', 'declined', 'withdrawn', 'countered', 'expired'));