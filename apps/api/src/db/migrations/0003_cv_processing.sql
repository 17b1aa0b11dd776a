CREATE TABLE "account_uploads" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer,
	"guest_id" text,
	"token_hash" text NOT NULL,
	"upload_type_id" smallint NOT NULL,
	"description" text,
	"file_key" text NOT NULL,
	"file_name" text NOT NULL,
	"file_size" integer NOT NULL,
	"file_kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_uploads_owner_check" CHECK (account_id is not null or guest_id is not null),
	CONSTRAINT "account_uploads_file_kind_check" CHECK (file_kind in ('pdf', 'docx', 'doc'))
);
--> statement-breakpoint
CREATE TABLE "cv_review_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"upload_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"due_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "generated_profiles" (
	"profile_id" integer PRIMARY KEY NOT NULL,
	"upload_id" integer NOT NULL,
	"status" text DEFAULT 'uploading' NOT NULL,
	"reason" text,
	"stages" jsonb NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"job_id" text,
	"country_version" text NOT NULL,
	"email" text,
	"facts" jsonb DEFAULT '{"languages":[],"confidence":{},"positionConfidence":{}}'::jsonb NOT NULL,
	"salary_evaluation" jsonb,
	"make_visible" boolean,
	"confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "generated_profiles_status_check" CHECK (status in ('uploading', 'scanning', 'extracting', 'evaluating_salary', 'creating_profile', 'ready', 'failed')),
	CONSTRAINT "generated_profiles_reason_check" CHECK ((status = 'failed') = (reason is not null))
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "attachments" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "account_uploads" ADD CONSTRAINT "account_uploads_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cv_review_requests" ADD CONSTRAINT "cv_review_requests_upload_id_account_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."account_uploads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cv_review_requests" ADD CONSTRAINT "cv_review_requests_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "generated_profiles" ADD CONSTRAINT "generated_profiles_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "generated_profiles" ADD CONSTRAINT "generated_profiles_upload_id_account_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."account_uploads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_uploads_account_idx" ON "account_uploads" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "account_uploads_unclaimed_guest_idx" ON "account_uploads" USING btree ("guest_id") WHERE account_id is null;--> statement-breakpoint
CREATE UNIQUE INDEX "cv_review_requests_upload_key" ON "cv_review_requests" USING btree ("upload_id");--> statement-breakpoint
CREATE UNIQUE INDEX "generated_profiles_upload_key" ON "generated_profiles" USING btree ("upload_id");--> statement-breakpoint
CREATE INDEX "generated_profiles_unfinished_idx" ON "generated_profiles" USING btree ("updated_at") WHERE status not in ('ready', 'failed');