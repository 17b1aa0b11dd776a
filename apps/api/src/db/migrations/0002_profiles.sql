CREATE TABLE "career_step_locations" (
	"career_step_id" integer NOT NULL,
	"geo_code_id" integer NOT NULL,
	"radius_km" smallint NOT NULL,
	"position" smallint NOT NULL,
	CONSTRAINT "career_step_locations_radius_check" CHECK (radius_km between 0 and 500)
);
--> statement-breakpoint
CREATE TABLE "career_steps" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"career_level_ids" smallint[] NOT NULL,
	"function_ids" smallint[] NOT NULL,
	"industry_ids" smallint[] NOT NULL,
	"open_to_other_locations" boolean DEFAULT false NOT NULL,
	"willingness_to_travel" smallint,
	"workplace_preference" text DEFAULT 'any' NOT NULL,
	"target_salary" integer,
	"currency" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "career_steps_travel_check" CHECK (willingness_to_travel is null or willingness_to_travel between 1 and 4),
	CONSTRAINT "career_steps_workplace_check" CHECK (workplace_preference in ('onsite', 'hybrid', 'remote', 'any'))
);
--> statement-breakpoint
CREATE TABLE "positions" (
	"id" serial PRIMARY KEY NOT NULL,
	"profile_id" integer NOT NULL,
	"title" text NOT NULL,
	"company_name" text NOT NULL,
	"company_id" integer,
	"start_month" smallint NOT NULL,
	"start_year" smallint NOT NULL,
	"end_month" smallint,
	"end_year" smallint,
	"current" boolean DEFAULT false NOT NULL,
	"geo_code_id" integer,
	"country_id" integer,
	"city" text,
	"career_level_id" smallint,
	"function_id" smallint,
	"industry_id" smallint,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "positions_end_matches_current" CHECK ((current and end_month is null and end_year is null) or (not current and end_month is not null and end_year is not null)),
	CONSTRAINT "positions_start_before_end" CHECK (end_year is null or (start_year * 12 + start_month) <= (end_year * 12 + end_month))
);
--> statement-breakpoint
CREATE TABLE "profile_pictures" (
	"profile_id" integer PRIMARY KEY NOT NULL,
	"original_key" text NOT NULL,
	"cropped_key" text NOT NULL,
	"mime_type" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"crop_x" smallint NOT NULL,
	"crop_y" smallint NOT NULL,
	"crop_width" smallint NOT NULL,
	"crop_height" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profiles" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"account_id" integer,
	"gender_id" smallint,
	"name" text,
	"last_name" text,
	"city" text,
	"country_id" integer,
	"date_of_birth" date,
	"geo_code_id" integer,
	"phone_number" text,
	"current_salary_range_id" smallint,
	"management_experience_id" smallint,
	"skills" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "profiles_gender_check" CHECK (gender_id in (1, 2, 3)),
	CONSTRAINT "profiles_kind_check" CHECK (kind in ('member', 'generated')),
	CONSTRAINT "profiles_member_has_account" CHECK (kind <> 'member' or account_id is not null)
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "headhunter_visibility" text DEFAULT 'anonymous' NOT NULL;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "recruiter_visibility" text DEFAULT 'anonymous' NOT NULL;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "partner_networks_visibility" text DEFAULT 'anonymous' NOT NULL;--> statement-breakpoint
ALTER TABLE "career_step_locations" ADD CONSTRAINT "career_step_locations_career_step_id_career_steps_id_fk" FOREIGN KEY ("career_step_id") REFERENCES "public"."career_steps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "career_step_locations" ADD CONSTRAINT "career_step_locations_geo_code_id_cities_geo_code_id_fk" FOREIGN KEY ("geo_code_id") REFERENCES "public"."cities"("geo_code_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "career_steps" ADD CONSTRAINT "career_steps_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "positions" ADD CONSTRAINT "positions_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "positions" ADD CONSTRAINT "positions_geo_code_id_cities_geo_code_id_fk" FOREIGN KEY ("geo_code_id") REFERENCES "public"."cities"("geo_code_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "positions" ADD CONSTRAINT "positions_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "positions" ADD CONSTRAINT "positions_career_level_id_career_levels_id_fk" FOREIGN KEY ("career_level_id") REFERENCES "public"."career_levels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "positions" ADD CONSTRAINT "positions_function_id_functions_id_fk" FOREIGN KEY ("function_id") REFERENCES "public"."functions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "positions" ADD CONSTRAINT "positions_industry_id_industries_id_fk" FOREIGN KEY ("industry_id") REFERENCES "public"."industries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_pictures" ADD CONSTRAINT "profile_pictures_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_geo_code_id_cities_geo_code_id_fk" FOREIGN KEY ("geo_code_id") REFERENCES "public"."cities"("geo_code_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_current_salary_range_id_salary_ranges_id_fk" FOREIGN KEY ("current_salary_range_id") REFERENCES "public"."salary_ranges"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_management_experience_id_management_experiences_id_fk" FOREIGN KEY ("management_experience_id") REFERENCES "public"."management_experiences"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "career_step_locations_key" ON "career_step_locations" USING btree ("career_step_id","geo_code_id");--> statement-breakpoint
CREATE INDEX "career_steps_account_idx" ON "career_steps" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "positions_one_current_per_profile" ON "positions" USING btree ("profile_id") WHERE current;--> statement-breakpoint
CREATE INDEX "positions_profile_idx" ON "positions" USING btree ("profile_id");--> statement-breakpoint
CREATE UNIQUE INDEX "profiles_member_account_key" ON "profiles" USING btree ("account_id") WHERE kind = 'member';--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_headhunter_visibility_check" CHECK ("headhunter_visibility" in ('visible', 'anonymous', 'invisible'));--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_recruiter_visibility_check" CHECK ("recruiter_visibility" in ('visible', 'anonymous', 'invisible'));--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_partner_networks_visibility_check" CHECK ("partner_networks_visibility" in ('visible', 'anonymous', 'invisible'));