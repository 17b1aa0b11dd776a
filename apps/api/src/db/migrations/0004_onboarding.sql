CREATE TABLE "onboarding_drafts" (
	"guest_id" text PRIMARY KEY NOT NULL,
	"data" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "support_goal" text;--> statement-breakpoint
CREATE INDEX "onboarding_drafts_updated_idx" ON "onboarding_drafts" USING btree ("updated_at");--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_support_goal_check" CHECK (support_goal is null or support_goal in ('new_position', 'headhunter_approach', 'market_value', 'stay_informed'));