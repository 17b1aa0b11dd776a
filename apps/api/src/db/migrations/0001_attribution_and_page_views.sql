CREATE TABLE "page_views" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"path" text NOT NULL,
	"country_version" text NOT NULL,
	"guest_id" text,
	"account_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "guest_id" text;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "first_touch_url" text;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "first_touch_job_id" integer;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "affiliate" text;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "retention_affiliate" text;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "first_touch_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "page_views" ADD CONSTRAINT "page_views_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "page_views_created_idx" ON "page_views" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "page_views_account_idx" ON "page_views" USING btree ("account_id");