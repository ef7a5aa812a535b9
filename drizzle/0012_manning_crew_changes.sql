CREATE TABLE "crew_change_members" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"crew_change_id" uuid NOT NULL,
	"crew_member_id" uuid NOT NULL,
	"direction" text NOT NULL,
	"rank" text,
	"travel_notes" text,
	CONSTRAINT "crew_change_members_direction" CHECK ("crew_change_members"."direction" in ('on', 'off')),
	CONSTRAINT "crew_change_members_on_rank" CHECK ("crew_change_members"."direction" = 'off' or "crew_change_members"."rank" is not null)
);
--> statement-breakpoint
CREATE TABLE "crew_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"vessel_id" uuid NOT NULL,
	"port" text NOT NULL,
	"port_locode" text,
	"date" date NOT NULL,
	"status" text DEFAULT 'planned' NOT NULL,
	"notes" text,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "crew_changes_status_known" CHECK ("crew_changes"."status" in ('planned', 'confirmed', 'completed', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "safe_manning_documents" (
	"vessel_id" uuid PRIMARY KEY NOT NULL,
	"valid_until" date,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "safe_manning_positions" (
	"vessel_id" uuid NOT NULL,
	"rank" text NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "safe_manning_positions_vessel_id_rank_pk" PRIMARY KEY("vessel_id","rank"),
	CONSTRAINT "safe_manning_count_range" CHECK ("safe_manning_positions"."count" >= 0)
);
--> statement-breakpoint
ALTER TABLE "rotations" ADD COLUMN "rank" text;--> statement-breakpoint
ALTER TABLE "crew_change_members" ADD CONSTRAINT "crew_change_members_crew_change_id_crew_changes_id_fk" FOREIGN KEY ("crew_change_id") REFERENCES "public"."crew_changes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crew_change_members" ADD CONSTRAINT "crew_change_members_crew_member_id_crew_members_id_fk" FOREIGN KEY ("crew_member_id") REFERENCES "public"."crew_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crew_changes" ADD CONSTRAINT "crew_changes_vessel_id_vessels_id_fk" FOREIGN KEY ("vessel_id") REFERENCES "public"."vessels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "safe_manning_documents" ADD CONSTRAINT "safe_manning_documents_vessel_id_vessels_id_fk" FOREIGN KEY ("vessel_id") REFERENCES "public"."vessels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "safe_manning_positions" ADD CONSTRAINT "safe_manning_positions_vessel_id_vessels_id_fk" FOREIGN KEY ("vessel_id") REFERENCES "public"."vessels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "crew_change_members_unique_idx" ON "crew_change_members" USING btree ("crew_change_id","crew_member_id");--> statement-breakpoint
CREATE INDEX "crew_change_members_crew_idx" ON "crew_change_members" USING btree ("crew_member_id");--> statement-breakpoint
CREATE INDEX "crew_changes_vessel_date_idx" ON "crew_changes" USING btree ("vessel_id","date");--> statement-breakpoint
CREATE INDEX "crew_changes_date_idx" ON "crew_changes" USING btree ("date");