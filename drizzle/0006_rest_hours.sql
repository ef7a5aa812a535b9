CREATE TABLE "rest_hours_corrections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"crew_member_id" uuid NOT NULL,
	"date" date NOT NULL,
	"reason" text NOT NULL,
	"previous" jsonb,
	"corrected_by" uuid,
	"corrected_by_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rest_hours_days" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"crew_member_id" uuid NOT NULL,
	"date" date NOT NULL,
	"vessel_id" uuid,
	"work" jsonb NOT NULL,
	"clock_change" integer DEFAULT 0 NOT NULL,
	"work_minutes" integer NOT NULL,
	"comment" text,
	"recorded_by" uuid,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rest_hours_clock_change" CHECK ("rest_hours_days"."clock_change" IN (-60, -30, 0, 30, 60))
);
--> statement-breakpoint
CREATE TABLE "rest_hours_months" (
	"crew_member_id" uuid NOT NULL,
	"month" text NOT NULL,
	"seafarer_signed_at" timestamp with time zone,
	"seafarer_signed_by" uuid,
	"seafarer_name" text,
	"master_signed_at" timestamp with time zone,
	"master_signed_by" uuid,
	"master_name" text,
	"master_capacity" text,
	CONSTRAINT "rest_hours_months_crew_member_id_month_pk" PRIMARY KEY("crew_member_id","month")
);
--> statement-breakpoint
CREATE TABLE "rest_hours_non_conformities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"crew_member_id" uuid NOT NULL,
	"vessel_id" uuid,
	"rule" text NOT NULL,
	"from_at" text NOT NULL,
	"to_at" text NOT NULL,
	"from_date" date NOT NULL,
	"to_date" date NOT NULL,
	"detail" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rest_hours_vessel_settings" (
	"vessel_id" uuid PRIMARY KEY NOT NULL,
	"regime" text DEFAULT 'minimum_rest' NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rest_hours_regime_known" CHECK ("rest_hours_vessel_settings"."regime" IN ('minimum_rest', 'maximum_work', 'exception'))
);
--> statement-breakpoint
ALTER TABLE "rest_hours_corrections" ADD CONSTRAINT "rest_hours_corrections_crew_member_id_crew_members_id_fk" FOREIGN KEY ("crew_member_id") REFERENCES "public"."crew_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rest_hours_corrections" ADD CONSTRAINT "rest_hours_corrections_corrected_by_users_id_fk" FOREIGN KEY ("corrected_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rest_hours_days" ADD CONSTRAINT "rest_hours_days_crew_member_id_crew_members_id_fk" FOREIGN KEY ("crew_member_id") REFERENCES "public"."crew_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rest_hours_days" ADD CONSTRAINT "rest_hours_days_vessel_id_vessels_id_fk" FOREIGN KEY ("vessel_id") REFERENCES "public"."vessels"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rest_hours_days" ADD CONSTRAINT "rest_hours_days_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rest_hours_months" ADD CONSTRAINT "rest_hours_months_crew_member_id_crew_members_id_fk" FOREIGN KEY ("crew_member_id") REFERENCES "public"."crew_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rest_hours_months" ADD CONSTRAINT "rest_hours_months_seafarer_signed_by_users_id_fk" FOREIGN KEY ("seafarer_signed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rest_hours_months" ADD CONSTRAINT "rest_hours_months_master_signed_by_users_id_fk" FOREIGN KEY ("master_signed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rest_hours_non_conformities" ADD CONSTRAINT "rest_hours_non_conformities_crew_member_id_crew_members_id_fk" FOREIGN KEY ("crew_member_id") REFERENCES "public"."crew_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rest_hours_non_conformities" ADD CONSTRAINT "rest_hours_non_conformities_vessel_id_vessels_id_fk" FOREIGN KEY ("vessel_id") REFERENCES "public"."vessels"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rest_hours_vessel_settings" ADD CONSTRAINT "rest_hours_vessel_settings_vessel_id_vessels_id_fk" FOREIGN KEY ("vessel_id") REFERENCES "public"."vessels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rest_hours_vessel_settings" ADD CONSTRAINT "rest_hours_vessel_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rest_hours_corrections_crew_idx" ON "rest_hours_corrections" USING btree ("crew_member_id","date");--> statement-breakpoint
CREATE UNIQUE INDEX "rest_hours_days_key" ON "rest_hours_days" USING btree ("crew_member_id","date");--> statement-breakpoint
CREATE INDEX "rest_hours_days_vessel_idx" ON "rest_hours_days" USING btree ("vessel_id","date");--> statement-breakpoint
CREATE INDEX "rest_hours_nc_crew_idx" ON "rest_hours_non_conformities" USING btree ("crew_member_id","from_date");--> statement-breakpoint
CREATE INDEX "rest_hours_nc_from_idx" ON "rest_hours_non_conformities" USING btree ("from_date","id");--> statement-breakpoint
CREATE INDEX "rest_hours_nc_vessel_idx" ON "rest_hours_non_conformities" USING btree ("vessel_id","from_date");--> statement-breakpoint
CREATE INDEX "rest_hours_nc_rule_idx" ON "rest_hours_non_conformities" USING btree ("rule","from_date");--> statement-breakpoint
CREATE INDEX "rest_hours_nc_to_idx" ON "rest_hours_non_conformities" USING btree ("to_date","rule","crew_member_id","vessel_id");